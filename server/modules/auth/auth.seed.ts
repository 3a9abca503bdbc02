import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { normaliseEmail, type UserRow } from './auth.rules.js';
import { users } from './auth.schema.js';
import { hashPassword } from './password-hasher.js';

export interface NewUser {
  email: string;
  password: string;
  userType: UserRow['userType'];
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
  confirmed?: boolean;
  countryCode?: string;
  currency?: string;
  state?: string | null;
  city?: string | null;
  kennelName?: string | null;
  kennelPrefix?: string | null;
  clinicName?: string | null;
  clinicAddress?: string | null;
}

/** The one way tests and the demo seed create accounts. */
export async function insertUser(executor: DbExecutor, input: NewUser): Promise<UserRow> {
  const [row] = await executor
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      userType: input.userType,
      isAdmin: input.isAdmin ?? false,
      firstName: input.firstName,
      lastName: input.lastName,
      countryCode: input.countryCode ?? 'AU',
      currency: input.currency ?? 'AUD',
      state: input.state ?? null,
      city: input.city ?? null,
      kennelName: input.kennelName ?? null,
      kennelPrefix: input.kennelPrefix ?? null,
      clinicName: input.clinicName ?? null,
      clinicAddress: input.clinicAddress ?? null,
      emailConfirmedAt: input.confirmed === false ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('User insert returned nothing');
  return row;
}

/** Published in the README: only ever seeded into the embedded database or with DEMO_DATA=true. */
export const DEMO_ACCOUNTS: NewUser[] = [
  {
    email: 'breeder@demo.petdna.example',
    password: 'demo-breeder-2026',
    userType: 'breeder',
    firstName: 'Bella',
    lastName: 'Hartley',
    kennelName: 'Hartley Kelpies',
    kennelPrefix: 'Hartkel',
    city: 'Ballarat',
    state: 'VIC',
  },
  {
    email: 'owner@demo.petdna.example',
    password: 'demo-owner-2026',
    userType: 'owner',
    firstName: 'Oliver',
    lastName: 'Nguyen',
    city: 'Brisbane',
    state: 'QLD',
  },
  {
    email: 'vet@demo.petdna.example',
    password: 'demo-vet-2026',
    userType: 'vet',
    firstName: 'Vera',
    lastName: 'Clarke',
    clinicName: 'Harbourside Veterinary Clinic',
    clinicAddress: '12 Wharf Street, Sydney NSW 2000',
    city: 'Sydney',
    state: 'NSW',
  },
  {
    email: 'admin@demo.petdna.example',
    password: 'demo-admin-2026',
    userType: 'breeder',
    isAdmin: true,
    firstName: 'Ada',
    lastName: 'Support',
  },
];

export async function seedDemoAccounts(tx: DbExecutor): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await insertUser(tx, account);
}

/** What another module's demo seed needs of a demo account: whom to attach its rows to, and the name to print. */
export type DemoAccount = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'userType' | 'city' | 'state'>;

/**
 * The demo accounts with these e-mails, keyed by e-mail; an account that is not there is simply absent (its
 * seed then skips what it would attach to it). The other modules' seeds ask this instead of reading `users`.
 */
export async function demoAccounts(executor: DbExecutor, emails: readonly string[]): Promise<Map<string, DemoAccount>> {
  const rows = await executor
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      city: users.city,
      state: users.state,
    })
    .from(users)
    .where(inArray(users.email, emails.map(normaliseEmail)));
  return new Map(rows.map((row) => [row.email, row]));
}
