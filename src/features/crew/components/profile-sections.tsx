import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type CrewDetails,
  type CrewPrivate,
  type CrewRecord,
  GENDERS,
  type LeaveIncrement,
  type SalaryRecord,
} from '../../../contracts/crew';
import type { Currency } from '../../../contracts/crew-setup';
import { roleNameId } from '../../../domain/access/role-names';
import { leaveDays } from '../../../domain/crew/crew-display';
import { showDate, showFullDate } from '../../../domain/dates/format';
import { ratioFigure } from '../../../domain/leave/accrued-ratio';
import { formatMoney, formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { countryLabel } from '../data/country-names';
import type { ChangeState } from '../data/pending-changes';

/** The sections of a crew profile: facts as label and value, each section with its Edit. */

const shown = (v: string | null | undefined) => (v?.trim() ? v : '—');
const day = (iso: string | null) => (iso ? showDate(iso) : '—');

export function Section(props: {
  title: string;
  onEdit?: (() => void) | undefined;
  /** Where the section's own unsent change stands, if it has one. */
  state?: ChangeState | undefined;
  children: ReactNode;
}) {
  return (
    <section className="card stack" aria-label={props.title}>
      <div className="section-head">
        <h2>{props.title}</h2>
        <div className="row">
          {props.onEdit ? (
            <Button
              variant="ghost"
              onClick={props.onEdit}
              aria-label={t('Edit {section}', { section: props.title.toLowerCase() })}
            >
              {t('Edit')}
            </Button>
          ) : null}
        </div>
      </div>
      <ChangeNote state={props.state} />
      {props.children}
    </section>
  );
}

/**
 * A section's unsent change: on its way, or back from the shore with a conflict or a refusal.
 * The facts below show the change as typed in every case, so the last two say so and lead to
 * the decision (else the section read as on record while the server kept something else).
 */
function ChangeNote({ state }: { state: ChangeState | undefined }) {
  if (!state) return null;
  if (state === 'pending')
    return (
      <p className="small muted no-margin">
        <span className="pill pill-neutral">{t('Not synced')}</span>{' '}
        {t('Saved on this device; it goes to the server once the shore can be reached.')}
      </p>
    );
  return (
    // The link on a line of its own: a 44 px target inside the sentence spread its lines apart.
    <div className="small" role="status">
      <p className="no-margin">
        <span className="pill pill-bad">
          {state === 'conflict' ? t('Changed by someone else meanwhile') : t('Not accepted by the shore')}
        </span>{' '}
        {t('Shown as you entered it, not as the server keeps it.')}
      </p>
      <Link className="link-target" to="/sync">
        {t('Review on the Sync page')}
      </Link>
    </div>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PersonalFacts({ crew, details }: { crew: CrewRecord; details: CrewDetails | undefined }) {
  const nations = (details?.nationality ?? []).map((id) => countryLabel(id) ?? '—').join(', ');
  return (
    <Facts
      rows={[
        [t('E-mail'), crew.email],
        [t('Phone'), shown(details?.phoneNumber)],
        [t('Mobile'), shown(details?.mobileNumber)],
        [t('Sex'), details?.gender ? t(GENDERS[details.gender]) : '—'],
        [t('Date of birth'), details?.dob ? showFullDate(details.dob) : '—'],
        [t('Place of birth'), shown(details?.placeOfBirth)],
        [t('Nationality'), nations || '—'],
        [t('Marital status'), shown(details?.maritalStatus && t(details.maritalStatus))],
        [t('Address'), shown(details?.address)],
      ]}
    />
  );
}

export function NokFacts({ priv }: { priv: CrewPrivate | undefined }) {
  return (
    <Facts
      rows={[
        [t('Name'), shown(priv?.nokName)],
        [t('Relationship'), shown(priv?.nokRelationship)],
        [t('Phone'), shown(priv?.nokPhone)],
        [t('Mobile'), shown(priv?.nokMobile)],
        [t('E-mail'), shown(priv?.nokEmail)],
        [t('Address'), shown(priv?.nokAddress)],
      ]}
    />
  );
}

export function BankFacts({ priv }: { priv: CrewPrivate | undefined }) {
  return (
    <Facts
      rows={[
        [t('Account owner'), shown(priv?.bankAccountOwner)],
        [t('Bank'), shown(priv?.bankName)],
        [t('Bank address'), shown(priv?.bankAddress)],
        [t('Account number'), shown(priv?.bankAccountNo)],
        ['IBAN', priv?.bankIban ? priv.bankIban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ') : '—'],
        ['SWIFT / BIC', shown(priv?.bankSwift)],
        [t('Additional information'), shown(priv?.bankAdditionalInfo)],
      ]}
    />
  );
}

export function PositionFacts(props: { crew: CrewRecord; department?: string; position?: string }) {
  const c = props.crew;
  return (
    <Facts
      rows={[
        [t('Access level'), t(roleNameId(c.roleName))],
        [t('Department'), shown(props.department)],
        [t('Position'), shown(props.position)],
        [t('Start date'), day(c.startDate)],
        ...(c.endDate ? ([[t('End date'), day(c.endDate)]] as [string, ReactNode][]) : []),
        [t('ID No'), shown(c.customId)],
        [t('Port of embarkation'), shown(c.portOfEmbarkation)],
        [t('Repatriation'), shown(c.repatriation)],
      ]}
    />
  );
}

/** Salary history (doc 2: Date, Amount, Type, Comments), newest first; the salary in force on top. */
export function SalaryHistory(props: {
  entries: SalaryRecord[];
  current: SalaryRecord | null;
  currencies: Currency[];
}) {
  const currency = (id: number) => props.currencies.find((c) => c.id === id);
  if (props.entries.length === 0) return <p className="muted no-margin">{t('No salary recorded yet.')}</p>;
  return (
    <>
      {props.current ? (
        <p className="no-margin">
          <span className="muted">{t('In force:')} </span>
          <strong>{formatMoney(props.current.amount, currency(props.current.currencyId))}</strong>
          <span className="muted"> {t('from {date}', { date: day(props.current.changeDate) })}</span>
        </p>
      ) : null}
      <ul className="history" aria-label={t('Salary history')}>
        {props.entries.map((s) => (
          <li key={s.id}>
            <span>
              <strong>{formatMoney(s.amount, currency(s.currencyId))}</strong>
              <span className="small muted"> · {s.isBonus ? t('Bonus') : t('Pay Review')}</span>
              {s.comment ? <span className="small muted history-note">{s.comment}</span> : null}
            </span>
            <span className="small muted history-date">{day(s.changeDate)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Leave history (doc 2: Date, Amount, Comments). */
export function LeaveHistory({
  entries,
  current,
  accruedRatio,
}: {
  entries: LeaveIncrement[];
  current: number | null;
  /** The worked/accrued ratio when their leave rate is accrued: no number of days a year. */
  accruedRatio?: number | undefined;
}) {
  return (
    <>
      {accruedRatio !== undefined ? (
        <p className="no-margin">
          <strong>{formatNumber(ratioFigure(accruedRatio))}</strong>{' '}
          <span className="muted">{t('days of leave for each day worked')}</span>
        </p>
      ) : (
        <p className="no-margin">
          <strong>{leaveDays(current, formatNumber)}</strong>{' '}
          <span className="muted">{t('days of leave a year')}</span>
        </p>
      )}
      {entries.length === 0 ? (
        <p className="muted no-margin">{t("There aren't any leave records yet for this crew member.")}</p>
      ) : (
        <ul className="history" aria-label={t('Leave history')}>
          {entries.map((l) => (
            <li key={l.id}>
              <span>
                {/* A rate, not days granted: '121.67 days' read as a balance, and beside an accrued
                    rate as the leave earned. */}
                <strong>{t('{days} days a year', { days: leaveDays(l.amount, formatNumber) })}</strong>
                {l.comment ? <span className="small muted"> · {l.comment}</span> : null}
              </span>
              <span className="small muted history-date">{day(l.changeDate)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
