import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeaveStatus, LeaveType } from '../../../contracts/leave-records';
import { Icon } from '../../../ui/icons';
import './leave.css';
import './leave-forms.css';
import { showDate, showDateRange } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import type { ProfileProblem } from '../data/refused-requests';

/** Small pieces the leave screens share: status pills, a type's colour, dates as shown. */

const PILL: Record<LeaveStatus, string> = {
  Empty: 'pill-neutral',
  Draft: 'pill-neutral',
  Pending: 'pill-warn',
  Approved: 'pill-ok',
  Denied: 'pill-bad',
  Checked: 'pill-ok',
};

export function StatusPill({ status }: { status: LeaveStatus }) {
  return <span className={`pill ${PILL[status]}`}>{t(status)}</span>;
}

/** A change kept on this device until a link carries it to the server. */
export function NotSent() {
  return (
    <span className="pill pill-neutral pill-icon">
      <Icon name="cloudOff" /> {t('On this device, not sent yet')}
    </span>
  );
}

/**
 * A request whose last change the shore refused (refused-requests.ts): said as such, with the
 * shore's reason, instead of 'not sent yet' and the device's own status.
 */
export function Refused({ reason }: { reason: string }) {
  return (
    <>
      <span className="pill pill-bad">{t('Refused by the shore')}</span>
      {reason ? <span className="small request-refusal">{reason}</span> : null}
    </>
  );
}

/**
 * A leave profile's unsent change as its head says it, in the crew profile's and certificates'
 * words: changed by someone else meanwhile, or not accepted by the shore (with the shore's
 * reason), shown as entered, and the way to the Sync page; else on this device and not sent yet,
 * else nothing.
 */
export function ChangeState({ pending, refused }: { pending: boolean; refused: ProfileProblem | undefined }) {
  if (refused !== undefined)
    return (
      <>
        <span className="pill pill-bad">
          {refused.problem === 'conflict'
            ? t('Changed by someone else meanwhile')
            : t('Not accepted by the shore')}
        </span>
        {refused.problem === 'rejected' && refused.reason ? (
          <span className="small request-refusal">{refused.reason}</span>
        ) : null}
        <span>{t('Shown as you entered it, not as the server keeps it.')}</span>
        <Link className="link-target" to="/sync">
          {t('Review on the Sync page')}
        </Link>
      </>
    );
  return pending ? <NotSent /> : null;
}

/** A leave type's colour as a dot (decorative: the type's name is always beside it). */
export function TypeDot({ color }: { color: string | undefined }) {
  return (
    <span
      className="type-dot"
      aria-hidden="true"
      style={{ background: color ? `#${color}` : 'var(--neutral)' }}
    />
  );
}

export const typeOf = (types: readonly LeaveType[], id: number) => types.find((t) => t.id === id);

/** '3 Mar 26' (doc 3, section 9: 'DD MMM YY'). */
export const shortDay = (iso: string) => showDate(iso);

/**
 * A request's dates in the app's one range style (format.ts, showDateRange): '16 Dec 26',
 * '16 Dec – 22 Dec 26', '28 Dec 26 – 03 Jan 27'.
 */
export const dateSpan = (start: string, end: string) => (end ? showDateRange(start, end) : showDate(start));

/** A request's length and its main type, e.g. '3 days · Annual leave': one message, so a language can order it. */
export const daysOfType = (n: number, type: string | undefined) =>
  t('{n, plural, one {# day} other {# days}} · {type}', { n, type: type ?? t('Leave') });

/** A leave page's head: its title with a line under it (the vessel, or whose figures), its actions beside. */
export function LeaveHead(props: { title: string; sub: ReactNode; children?: ReactNode }) {
  return (
    <div className="leave-head">
      <div>
        <h1>{props.title}</h1>
        <span className="muted small">{props.sub}</span>
      </div>
      {props.children}
    </div>
  );
}
