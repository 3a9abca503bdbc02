import type { QueryClient } from '@tanstack/react-query';
import type { MyDetails } from '../../../../shared/types/account.js';
import { api } from '../../../lib/api.js';
import { preloadSignedInShell } from '../../../shell/signed-in-shell.js';
import { myDetailsQuery } from './get-my-details.js';

/** Browser storage keys of the sign-in sync (spec §4). */
export const STORED = { userId: 'shop.userId', countryCode: 'shop.countryCode', currency: 'shop.currency' } as const;

export async function login(queryClient: QueryClient, username: string, password: string): Promise<MyDetails> {
  const user = await api<MyDetails>('POST', '/api/auth/login', { username, password });
  await adoptSignedInUser(queryClient, user);
  return user;
}

/** After any sign-in (the login form, or kit activation's e-mail step): this browser now acts as `user`. */
export async function adoptSignedInUser(queryClient: QueryClient, user: MyDetails): Promise<void> {
  // The frame's signed-in parts (account dropdown, tools menu) load with the sign-in, so that they show
  // together with the page the user lands on rather than a moment after it (decision 1110).
  await Promise.all([signInSync(user), preloadSignedInShell(user)]);
  queryClient.setQueryData(myDetailsQuery().queryKey, user);
  // The storefront now follows the user's own country, currency and type.
  await queryClient.invalidateQueries({ queryKey: ['storefront'] });
}

/**
 * Spec §4 sign-in sync: when the signed-in user differs from the one this browser remembers, keep
 * their id, country and currency, store their user type and forget the guest country.
 */
export async function signInSync(user: MyDetails): Promise<void> {
  let storedId: string | null = null;
  try {
    storedId = localStorage.getItem(STORED.userId);
  } catch {
    // Storage disabled: sync every time.
  }
  if (storedId === String(user.id)) return;
  try {
    localStorage.setItem(STORED.userId, String(user.id));
    if (user.countryCode) localStorage.setItem(STORED.countryCode, user.countryCode);
    if (user.currency) localStorage.setItem(STORED.currency, user.currency);
  } catch {
    // Nothing to keep then; the server knows the user's country anyway.
  }
  if (user.userType !== 'guest') await api('POST', '/api/cookie/user-type', { userType: user.userType });
  await api('DELETE', '/api/cookie/country');
}
