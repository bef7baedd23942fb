import { paths } from '../../lib/paths';

/**
 * What other screens pass to the login page in the navigation state: `message` (the session ended, an
 * account awaits approval) and `from` (the guarded page the visitor was sent away from).
 */
export function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

/** Back to the staff page that asked for a sign-in, else the sales dashboard. */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.dashboard;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string')
    return paths.dashboard;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const isStaffPage = from.pathname.startsWith('/admin/') && from.pathname !== paths.adminLogin;
  return isStaffPage ? `${from.pathname}${search}` : paths.dashboard;
}
