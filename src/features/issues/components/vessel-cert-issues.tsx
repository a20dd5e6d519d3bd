import { Link } from 'react-router';
import type { VesselIssue } from '../../../contracts/issues';
import { isoDay } from '../../../domain/dates/format';
import { issueSeverity, vesselIssueTitle } from '../../../domain/issues/issue-text';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

/**
 * The vessel's own issues (doc 2, Issues): its certificates expired, expiring or required and
 * missing, each a link to the certificate, or to a new one of the missing type.
 */
export function VesselCertIssues({ issues }: { issues: readonly VesselIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <section className="card stack issues-crew" aria-labelledby="vessel-cert-issues">
      <div>
        <h2 id="vessel-cert-issues">{t('Vessel certificates')}</h2>
        <span className="muted small">
          {issues.length === 1
            ? t('1 certificate to see to')
            : t('{count} certificates to see to', { count: issues.length })}
        </span>
      </div>
      <ul className="issues-items">
        {issues.map((i) => (
          <li key={`${i.kind}-${i.certificateID ?? i.certificateTypeID}`}>
            <Link to={i.path} className={`issue-${issueSeverity(i)}`}>
              <Icon name="alert" />
              <span>{t(vesselIssueTitle(i, isoDay(new Date()), t))}</span>
              <Icon name="chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
