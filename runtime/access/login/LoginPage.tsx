import { Navigate } from 'react-router-dom';
import { useSession } from '../../shared/session/sessionContext';
import { homePathFor } from '../homePath';
import { TermsAcceptance } from '../terms/TermsAcceptance';
import { LoginForm } from './LoginForm';

/**
 * `/`: the login form; right after login, the data-protection terms when the account has not accepted
 * them yet; for anyone already logged in, their home page.
 */
export function LoginPage() {
  const { user } = useSession();
  if (!user) return <LoginForm />;
  if (!user.acceptedRodo) return <TermsAcceptance user={user} />;
  return <Navigate to={homePathFor(user)} replace />;
}
