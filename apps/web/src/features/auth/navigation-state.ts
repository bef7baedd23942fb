import type { StaffRole } from '@halwai/domain';
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
export function returnPath(state: unknown, role: StaffRole = 'owner'): string {
  // A cashier's home is the counter, and the back office is not theirs to return to.
  const home = role === 'cashier' ? paths.counter : paths.dashboard;
  if (typeof state !== 'object' || state === null || !('from' in state)) return home;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') return home;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const isCounterPage = from.pathname === paths.counter || from.pathname.startsWith(`${paths.counter}/`);
  const isStaffPage =
    isCounterPage || (role === 'owner' && from.pathname.startsWith('/admin/') && from.pathname !== paths.adminLogin);
  return isStaffPage ? `${from.pathname}${search}` : home;
}
