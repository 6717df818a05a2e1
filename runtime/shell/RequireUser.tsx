import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../shared/session/sessionContext';
import { UserArea } from './UserArea';

interface RequireUserProps {
  /** Only these roles; others are sent to their own home page. */
  roles?: readonly number[];
}

/** Route guard of the logged-in pages: without a session user, back to the login page. */
export function RequireUser({ roles }: RequireUserProps) {
  const { user } = useSession();
  if (!user) return <Navigate to="/" replace />;
  return (
    <UserArea user={user} roles={roles}>
      <Outlet />
    </UserArea>
  );
}
