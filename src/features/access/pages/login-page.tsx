import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { LoginForm } from '../components/login-form';

const Redirect = ({ to }: { to: string }) => <Navigate to={to} replace />;

/** The login form under the app's router: /login once the app has loaded (after a logout, say). */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <LoginForm nav={{ session, params, navigate, Link, Redirect }} />;
}
