import type { DbExecutor } from '../../server/db/database.js';
import { insertUser, type NewUser } from '../../server/modules/auth/auth.seed.js';

let counter = 0;

/** A confirmed account nobody else has: a unique address, a password that passes the policy. */
export function userInput(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  return {
    email: `user${counter}-${Date.now()}@example.test`,
    password: 'kelpie-ribbon-harbour',
    userType: 'owner',
    firstName: 'Test',
    lastName: `User${counter}`,
    ...overrides,
  };
}

/** The account, made through the same insert as the demo seed; the password is returned too. */
export async function createUserRow(db: DbExecutor, overrides: Partial<NewUser> = {}) {
  const input = userInput(overrides);
  const row = await insertUser(db, input);
  return { ...row, password: input.password };
}
