import { Link, Navigate } from 'react-router';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';
import { useSession } from '../../../lib/use-session';

/**
 * '/fleet/empty': the user has no vessel, most often after leaving an employer. It says what
 * becomes of their data and where to ask; once a vessel is theirs again, the fleet opens.
 */
export function EmptyFleetPage() {
  const session = useSession();
  if (session === 'loading' || !session) return null;
  if (session.vessels.length > 0 && session.roles.length > 0) return <Navigate to="/fleet" replace />;
  return (
    <div className="stack narrow-page">
      <section className="card stack empty-state" aria-labelledby="empty-fleet-title">
        <h1 id="empty-fleet-title">{t('What now!')}</h1>
        <p style={{ margin: 0 }}>
          {session.user.firstName}
          {t(
            ', your account is not on any vessel at the moment. This usually means you have left your employer, or a new one has not added you yet.',
          )}
        </p>
        <p className="muted" style={{ margin: 0 }}>
          {t(
            'Your records are kept for 5 years after you leave and then deleted. If you join a vessel that uses',
          )}
          {brand.name}
          {t(', its officers add you and it appears here.')}
        </p>
        <div className="row" style={{ flexWrap: 'wrap' }}>
          <Link className="btn btn-secondary" to="/page/privacy-policy">
            {t('Privacy Policy')}
          </Link>
          <Link className="btn btn-secondary" to="/page/contact-us">
            {t('Contact us')}
          </Link>
        </div>
      </section>
    </div>
  );
}
