import { Link } from 'react-router';
import type { CertificateRecord } from '../../../contracts/certificates';
import type { Pending } from '../../../db/app-db';
import { certEditQuery, certNewQuery } from '../../../domain/certificates/cert-form-query';
import {
  type CertEntry,
  MISSING_TEXT,
  type MissingEntry,
  type SectionGroup,
} from '../../../domain/certificates/cert-list';
import { isoDay, showExpiry } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';
import { useAttachmentCheckState } from '../attachments/attachment-commands';
import { useCertProblem } from '../data/cert-problem';

type Cert = Pending<CertificateRecord>;

const PILL = { valid: 'pill-ok', none: 'pill-neutral', expiring: 'pill-warn', expired: 'pill-bad' } as const;

/**
 * A change kept on this device until a link carries it to the server (as the crew list says
 * it), or one back from the shore for a decision on the Sync page: what shows is then this
 * device's, not what the server keeps.
 */
export function NotSynced({ problem }: { problem?: 'conflict' | 'rejected' | null }) {
  if (problem)
    return (
      <span className="pill pill-bad">
        {problem === 'conflict' ? t('Changed by someone else meanwhile') : t('Not accepted by the shore')}
      </span>
    );
  return <span className="pill pill-neutral">{t('Not synced')}</span>;
}

/**
 * One section of the register: its shortcut and name, then its certificates (number with the
 * section's shortcut, title, expiry and its state in words and colour, Checked, documents) and
 * the required types that have none. A row opens the certificate form; a missing one opens it
 * for a new certificate of that type.
 */
export function CertSectionCard(props: {
  group: SectionGroup<Cert>;
  formPath: string;
  onDelete?: ((entry: CertEntry<Cert>) => void) | undefined;
}) {
  const { section, certificates, missing } = props.group;
  const headingId = `cert-section-${section.id}`;
  return (
    <section className="card stack cert-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {/* The shortcut in the number's place: it begins each of the section's certificate numbers. */}
        {section.shortcut ? (
          <>
            <span className="cert-section-no">{section.shortcut}</span>{' '}
          </>
        ) : null}
        {t(section.name)}
      </h2>
      <ul className="cert-list">
        {certificates.map((e) => (
          <CertRow key={e.certificate.id} entry={e} formPath={props.formPath} onDelete={props.onDelete} />
        ))}
        {missing.map((m) => (
          <MissingRow key={m.type.id} entry={m} formPath={props.formPath} spacer={Boolean(props.onDelete)} />
        ))}
      </ul>
    </section>
  );
}

function CertRow(props: {
  entry: CertEntry<Cert>;
  formPath: string;
  onDelete?: ((entry: CertEntry<Cert>) => void) | undefined;
}) {
  const { entry, onDelete } = props;
  const c = entry.certificate;
  const docs = useAttachmentCheckState(c.id);
  const problem = useCertProblem(c.id);
  return (
    <li className={`cert-row state-${entry.state}`}>
      <Link className="cert-main" to={`${props.formPath}${certEditQuery(c.id)}`}>
        <span className="cert-no">{entry.number}</span>
        <span className="cert-text">
          <strong className="cert-title">{entry.title}</strong>
          <span className="cert-facts small">
            <span>
              {c.expireDate
                ? t('Expires {date}', { date: showExpiry(c.expireDate, isoDay(new Date()), t) })
                : t('No expiry date')}
            </span>
            <span>{c.checked ? t('Checked Yes') : t('Checked No')}</span>
            {docs.total > 0 ? (
              <span>{t('{count, plural, one {# document} other {# documents}}', { count: docs.total })}</span>
            ) : null}
            {c.pending || problem ? <NotSynced problem={problem} /> : null}
          </span>
        </span>
        <span className={`pill cert-pill ${PILL[entry.state]}`}>{t(entry.stateText)}</span>
      </Link>
      {onDelete ? (
        <button
          type="button"
          className="btn btn-ghost icon-button"
          aria-label={t('Delete {name}', { name: entry.title })}
          onClick={() => onDelete(entry)}
        >
          <Icon name="trash" />
        </button>
      ) : null}
    </li>
  );
}

/** `spacer`: the rows above have a delete button; an empty one keeps the pills in one column. */
function MissingRow({ entry, formPath, spacer }: { entry: MissingEntry; formPath: string; spacer: boolean }) {
  return (
    <li className="cert-row state-missing">
      <Link className="cert-main" to={`${formPath}${certNewQuery(entry.type)}`}>
        <span className="cert-no">{entry.number}</span>
        <span className="cert-text">
          <strong className="cert-title">{entry.type.name}</strong>
          <span className="cert-facts small">
            <span>{t('Required, none on file · tap to add it')}</span>
          </span>
        </span>
        <span className="pill cert-pill pill-bad">{t(MISSING_TEXT)}</span>
      </Link>
      {spacer ? <span className="icon-button" aria-hidden="true" /> : null}
    </li>
  );
}
