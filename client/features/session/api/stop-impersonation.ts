import { paths } from '../../../../shared/paths.js';
import { api } from '../../../lib/api.js';

/** Back to the admin's own account; a full load so that no page keeps the customer's data. */
export async function stopImpersonation(landing: string = paths.adminUsers): Promise<void> {
  await api('DELETE', '/api/admin/impersonate');
  window.location.assign(landing);
}
