import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/use-session';

/** Guarded routes render only with a stored token; otherwise to the login page, remembering where to return. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={paths.adminLogin} replace state={{ from: location }} />;
  return <Outlet />;
}
