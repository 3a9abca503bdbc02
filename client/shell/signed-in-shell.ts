import type { SignedInUser } from '../features/session/api/get-my-details.js';
import { preloadable } from '../lib/preloadable.js';

/**
 * The parts of the frame only a signed-in visitor sees, each in its own chunk so that a guest's pages never
 * load them (decision 1110): the account dropdown, the account tools beside the account pages and the back
 * office's frame.
 */
export const AccountDropdown = preloadable(() => import('./AccountDropdown.js').then((m) => m.AccountDropdown));
export const AccountToolsMenu = preloadable(() => import('./AccountToolsMenu.js').then((m) => m.AccountToolsMenu));
export const AdminLayout = preloadable(() => import('./AdminLayout.js').then((m) => m.AdminLayout));

/**
 * Loads what `user` may be shown: in the browser before hydrating, so that the first render matches the
 * server's; `'all'` on the server, once, before its first render.
 */
export async function preloadSignedInShell(user: SignedInUser | null | 'all'): Promise<void> {
  if (user === 'all') {
    // One after another: the server does this once, and Jest's ESM loader (the server-rendering spec) fails on
    // concurrent imports that share a module.
    for (const part of [AccountDropdown, AccountToolsMenu, AdminLayout]) await part.preload();
    return;
  }
  if (user === null) return;
  const admin = user.isAdmin && !user.impersonator;
  await Promise.all([AccountDropdown.preload(), AccountToolsMenu.preload(), admin ? AdminLayout.preload() : null]);
}
