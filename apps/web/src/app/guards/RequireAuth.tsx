import { Navigate, Outlet, useLocation } from '../../lib/router';
import { isAllowedRole } from '../../lib/access';
import { loginPathFor } from '../../lib/redirect';
import { session } from '../../lib/session';

/**
 * Signed-in pages: an anonymous visitor goes to /login and comes back afterwards; a role the product does not
 * know goes to /error400 (specification 000 section 2).
 */
export function RequireAuth() {
  const location = useLocation();
  if (!session.token()) return <Navigate to={loginPathFor(location)} replace />;
  if (!isAllowedRole(session.role()) && location.pathname !== '/error400') return <Navigate to="/error400" replace />;
  return <Outlet />;
}
