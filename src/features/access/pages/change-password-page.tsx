import { useNavigate } from 'react-router';
import { homeLink } from '../../../domain/access/fleet-home';
import { t } from '../../../i18n/i18n';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { ChangePasswordForm } from '../components/change-password-form';

/** '/change-password': the page (the account menu opens the same form as a popup). */
export function ChangePasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div className="stack narrow-page">
      {session && session !== 'loading' ? (
        <BackLink to={homeLink(session.vessels).to}>{homeLink(session.vessels).label}</BackLink>
      ) : null}
      <h1>{t('Change password')}</h1>
      <ChangePasswordForm className="card" onDone={() => navigate('/fleet')} />
    </div>
  );
}
