import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';

/** '/404' with the spec's words; a logged-in user gets a way back (no login or register buttons). */
export function NotFoundPage() {
  const session = useSession();
  return (
    <div className="auth-page">
      <div className="card stack auth-card" style={{ textAlign: 'center' }}>
        <h1>{t('OOPS!')}</h1>
        <p className="muted">
          {t('The data you are looking for can not be found. Please contact the support team.')}
        </p>
        {session && session !== 'loading' ? (
          <Link className="btn btn-secondary" to="/fleet">
            {t('Back to the fleet list')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
