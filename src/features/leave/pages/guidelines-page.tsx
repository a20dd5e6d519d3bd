import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { typesAsCounted } from '../../../domain/leave/from-records';
import { approverNames, exampleRate, typeRules, workedExample } from '../../../domain/leave/guidelines';
import { typeOfRate } from '../../../domain/leave/rates';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import {
  listed,
  quoted,
  rateLead,
  ratioYearWords,
  TypeRulesList,
  WorkedExampleCard,
} from '../components/guideline-sections';
import { typesShown } from '../components/leave-calendar-look';
import { rateText } from '../components/profile-sections';
import { typeTitle } from '../components/rate-fields';
import { leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import '../components/leave-more.css';
import { t } from '../../../i18n/i18n';

type Kind = LeaveProfileRecord['type'];
const KINDS: Kind[] = ['yearly', 'accrued'];

/** The kind of a profile's latest rate period (each period has its own: issue 30). */
const kindNow = (p: LeaveProfileRecord): Kind => {
  const r = p.rates[p.rates.length - 1];
  return r ? typeOfRate(r, p.type) : p.type;
};

/** The rate a profile has now, as its kind's one number. */
const currentRate = (p: LeaveProfileRecord) => {
  const r = p.rates[p.rates.length - 1];
  const n = kindNow(p) === 'yearly' ? r?.daysPerYear : r?.ratio;
  return n === null || n === undefined ? null : n;
};

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className="card stack" aria-label={props.title}>
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

/**
 * 'leave/guidelines' (doc 3): how leave works on this vessel, in plain words, from its leave
 * settings and leave types as this device holds them (offline too). What the types do and the
 * worked example come from the leave maths themselves.
 */
export function GuidelinesPage() {
  const { me, vessel } = useRouteVessel();
  const data = useLeaveVessel(vessel?.id);
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  const s = data.settings;
  const today = todayIso();
  const own = data.profiles.find((p) => p.userId === me.user.id && p.active);
  // The types as the balances count them: a nil mark counts only while 'Nil days' is on.
  // By their shown names: 'Not on payroll' is the reader's language's (typeName).
  const types = typesShown(typesAsCounted(data.types, s));
  const rules = typeRules(types);
  const names = (pick: (r: (typeof rules)[number]) => boolean) => rules.filter(pick).map((r) => r.name);
  const nil = names((r) => r.nil);
  const workDays = names((r) => r.worked);
  const noEarnAccrued = names((r) => !r.earnsAccrued && !r.nil);
  const rateOf = (kind: Kind) =>
    exampleRate(
      kind,
      own && kindNow(own) === kind ? currentRate(own) : null,
      data.profiles
        .filter((p) => p.active && kindNow(p) === kind)
        .map(currentRate)
        .filter((n): n is number => n !== null),
    );
  const year = Number(today.slice(0, 4));
  const kinds = own && kindNow(own) === 'accrued' ? [...KINDS].reverse() : KINDS;
  const yearly = rateOf('yearly');
  const accrued = rateOf('accrued');
  const examples = kinds.map((k) => ({
    ex: workedExample(k, rateOf(k).rate, types, year),
    source: rateOf(k).source,
  }));
  // The settings carry the members' names: crew hold no one else's crew record.
  const approvers = approverNames(s.approvalGroup, s.approvers, data.crew);
  const back = rights.full
    ? { to: base, label: t('Leave') }
    : own
      ? { to: `${base}/profile/${own.id}`, label: t('My leave') }
      : { to: `/fleet/${vessel.codename}`, label: vessel.name };

  return (
    <div className="stack leave-page leave-narrow">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div>
        <h1>{t('Leave guidelines')}</h1>
        <span className="muted small">{vessel.name}</span>
      </div>
      <p className="no-margin">
        {t('How leave is earned, taken and approved on {vessel}, from its leave settings and leave types.', {
          vessel: vessel.name,
        })}
        {data.settingsKnown
          ? ''
          : ` ${t('The vessel’s settings have not reached this device yet: the defaults show.')}`}
      </p>
      <Section title={t('Earning leave')}>
        <p className="no-margin">{t('Everyone with leave has a leave profile of one of two kinds.')}</p>
        <ul className="guide-points">
          <li>
            <strong>{t('Yearly rate:')}</strong>{' '}
            {t('a number of leave days a year, earned a little on every day of employment.')}{' '}
            {t('{lead} each day earns {rate} ÷ 365 = {perDay} days.', {
              lead: rateLead('yearly', yearly.rate, yearly.source),
              rate: Number(yearly.rate.toFixed(2)),
              perDay: Number((yearly.rate / 365).toFixed(4)),
            })}
            {nil.length ? ` ${t('Days of {types} earn nothing.', { types: quoted(nil) })}` : ''}
          </li>
          <li>
            <strong>{t('Accrued:')}</strong> {t('leave earned for each day worked, set as a ratio.')}{' '}
            {t('{lead} each day worked earns {rate} days of leave.', {
              lead: rateLead('accrued', accrued.rate, accrued.source),
              rate: Number(accrued.rate.toFixed(4)),
            })}{' '}
            {ratioYearWords(accrued.rate)}{' '}
            {workDays.length
              ? t('A day on board with nothing booked counts as worked, and so does a day of {types}.', {
                  types: quoted(workDays),
                })
              : t('A day on board with nothing booked counts as worked.')}
            {noEarnAccrued.length
              ? ` ${t('Days of {types} earn nothing.', { types: quoted(noEarnAccrued) })}`
              : ''}
          </li>
        </ul>
        {own ? (
          <p className="no-margin">
            <strong>{t('Your profile:')}</strong>{' '}
            {t('{kind}, {rate}.', {
              kind: typeTitle(kindNow(own)),
              rate: own.rates.length
                ? rateText(kindNow(own), own.rates[own.rates.length - 1]!)
                : t('no rate yet'),
            })}{' '}
            <Link to={`${base}/profile/${own.id}`}>{t('My leave')}</Link>
          </p>
        ) : null}
        <p className="small muted no-margin">
          {t(
            'A profile can start with initial leave brought in, and the senior team can add (or take away) additional leave days. A change of rate takes effect the day after its change date.',
          )}
        </p>
      </Section>
      <Section title={t('Leave types')}>
        <p className="small muted no-margin">{t('What a day booked as each type does to a balance.')}</p>
        <TypeRulesList types={types} rules={rules} />
      </Section>
      <Section title={t('Requests and approval')}>
        <ul className="guide-points">
          <li>
            {s.requestOwnLeave
              ? t('Crew at access levels 2 to 4 may request their own leave.')
              : t(
                  'Crew at access levels 2 to 4 do not request leave themselves: the senior team enters it for them.',
                )}
          </li>
          <li>
            {approvers.length
              ? t(
                  'Requests are approved or denied by access level 5 and above, and by the leave approval group: {names}.',
                  {
                    names: listed(approvers),
                  },
                )
              : t(
                  'Requests are approved or denied by access level 5 and above; no one is in the leave approval group.',
                )}{' '}
            {t('No one approves their own leave.')}
          </li>
          <li>
            {t('Only approved (and checked) leave counts: drafts, pending and denied requests take nothing.')}
          </li>
          <li>
            {s.deleteOwnRequests
              ? t('Crew may delete their own request while it is a draft or pending.')
              : t('Crew cannot delete their own requests: the senior team can.')}
          </li>
          {s.editByApprovalGroup ? (
            <li>{t('The leave approval group may also set up and change leave profiles and add leave.')}</li>
          ) : null}
          <li>
            {s.hideCalculations
              ? t(
                  'Crew see the leave available to them; the month-by-month calculations are for the senior team.',
                )
              : t('Everyone can open the month-by-month calculations of their own leave.')}
          </li>
        </ul>
      </Section>
      <Section title={t('Rollover')}>
        <p className="no-margin">
          {s.rollover
            ? t(
                'Balances can be rolled over: on the date of a rollover the senior team sets the days kept (up to the balance that day); the days above them are forfeited.',
              )
            : t('Rollover is off on this vessel: balances carry on in full from year to year.')}
        </p>
      </Section>
      <h2 className="guide-examples-head">{t('Worked examples')}</h2>
      {examples.map(({ ex, source }) => (
        <WorkedExampleCard key={ex.kind} ex={ex} source={source} />
      ))}
    </div>
  );
}
