import { paths } from '../../../../shared/paths.js';
import { api } from '../../../lib/api.js';

/** Spec §4: sign out, forget what this browser kept, then go home. */
export async function logout(): Promise<void> {
  await api('POST', paths.logout);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be disabled; there is nothing of ours to clear then.
  }
  window.location.assign(paths.home);
}
