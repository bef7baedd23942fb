import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@halwai/domain';
import { paths } from '../lib/paths';
import { useSession } from '../lib/use-session';

/**
 * Guarded routes render only with a stored token; otherwise to the login page, remembering where to return.
 * A token that disappears while staff are on a guarded page (the server refused it, or another tab signed
 * out) is a session that ended, and the login page says so.
 */
export function RequireAuth() {
  const { token, role } = useSession();
  const location = useLocation();
  const [signedInOnArrival] = useState(token !== null);
  if (!token) {
    const state = signedInOnArrival ? { from: location, message: MESSAGES.sessionExpired } : { from: location };
    return <Navigate to={paths.adminLogin} replace state={state} />;
  }
  // A cashier sells at the counter; every back-office call would answer them 403.
  if (role === 'cashier' && location.pathname.startsWith('/admin')) return <Navigate to={paths.counter} replace />;
  return <Outlet />;
}
