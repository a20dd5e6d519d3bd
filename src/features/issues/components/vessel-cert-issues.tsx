import { Link } from 'react-router';
import type { VesselIssue } from '../../../contracts/issues';
import { certIssueFigures } from '../../../domain/certificates/cert-issues';
import { isoDay } from '../../../domain/dates/format';
import { issueSeverity, vesselIssueTitle } from '../../../domain/issues/issue-text';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

/** '3 certificates expiring or expired · 1 required certificate missing': the home tile says the first. */
function figuresText(f: { expiring: number; missing: number }) {
  return [
    f.expiring
      ? t(
          '{count, plural, one {# certificate expiring or expired} other {# certificates expiring or expired}}',
          { count: f.expiring },
        )
      : '',
    f.missing
      ? t('{count, plural, one {# required certificate missing} other {# required certificates missing}}', {
          count: f.missing,
        })
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

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
        <span className="muted small" data-testid="vessel-cert-figures">
          {figuresText(certIssueFigures(issues))}
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
