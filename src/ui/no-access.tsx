import { Link } from 'react-router';
import { MSG } from '../contracts/messages';
import { t } from '../i18n/i18n';
import { BackLink } from './back-link';

/**
 * A page the user's access level does not open (the server refuses it too): said in the app,
 * with the way back, rather than a 404 as if the page did not exist.
 */
export function NoAccess({ back, backLabel, needs }: { back: string; backLabel: string; needs?: string }) {
  return (
    <div className="stack narrow-page">
      <BackLink to={back}>{t(backLabel)}</BackLink>
      <div className="card stack">
        <h1 className="no-margin">{t('No access')}</h1>
        <p className="no-margin">{t(MSG.status403)}</p>
        {needs ? <p className="muted no-margin">{t(needs)}</p> : null}
        <Link className="btn btn-primary" to={back}>
          {t('Back to {place}', { place: t(backLabel) })}
        </Link>
      </div>
    </div>
  );
}
