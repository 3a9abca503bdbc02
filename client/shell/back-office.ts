import { paths } from '../../shared/paths.js';

/** Whether a path belongs to the back office (and is shown in its own frame). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}
