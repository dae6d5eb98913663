import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/components/session-context';

/** Admin-only pages send everyone else to /dashboard (spec 1 §2). Sits inside RequireAuth. */
export function RequireAdmin() {
  const user = useCurrentUser();
  return user.isAdmin ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
