import { useQuery } from '@tanstack/react-query';
import { addMonths, parseISO } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { RestMonth } from '../../../contracts/rest-hours';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { openRow, ownRowFirst } from '../../../domain/rest-hours/own-row';
import type { Violation } from '../../../domain/rest-hours/rules';
import { monthCheckSpan } from '../../../domain/rest-hours/weeks';
import { rulesWorker } from '../../../lib/rules-client';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/text-field';
import { CalendarToolbar, monthLine } from '../components/calendar-toolbar';
import { ComingWeek, NotSignedWarning } from '../components/coming-week';
import { CountersignAll } from '../components/countersign-all';
import { MemberRow } from '../components/member-row';
import { MonthMatrix } from '../components/month-matrix';
import { NotifyDialog } from '../components/notify-dialog';
import { ReopenRequests } from '../components/reopen-requests';
import { SignDialog } from '../components/sign-dialog';
import { SignaturePadDialog } from '../components/signature-pad-dialog';
import { horApproverQuery } from '../data/hor-approver-query';
import { cancelSignatures } from '../data/hor-commands';
import { decideReopenRequest, useReopenRequests } from '../data/reopen-commands';
import { needingReasons, needsDrawnSignature, useCommentsRequired } from '../data/sign-checks';
import { useForecast } from '../data/use-forecast';
import { useComments, useMembers, useMonths, useVesselDays } from '../data/use-hor-data';
import '../components/rest-hours.css';
import { isoDay, isoMonth } from '../../../domain/dates/format';

const thisMonth = () => isoMonth(new Date());

/** hours-of-rest/calendar: the month of every crew member the user may see. */
export function CalendarPage() {
  const session = useSession();
  const { codename } = useParams();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? thisMonth();
  const ready = session && session !== 'loading' ? session : null;
  const vessel = ready?.vessels.find((v) => v.codename === codename);
  const level = ready?.roles.find((r) => r.vesselId === vessel?.id)?.permissionLevel ?? null;
  const officer = reaches(level, LEVEL.officer);
  const allMembers = useMembers(vessel?.id ?? 0);
  // The server sends only whom the user may see (crew: themselves; approval group: their
  // departments; supervisors' names, for notices). Fleet managers (level 8) keep no records.
  const members = allMembers.filter((m) =>
    officer
      ? m.permissionLevel < LEVEL.fleetManager
      : m.userId === ready?.user.id || m.permissionLevel < LEVEL.officer,
  );
  // Crew devices also know their supervisors (not their records), to notify them after sign-off.
  const supervisors = allMembers.filter(
    (m) => m.permissionLevel >= LEVEL.officer && m.userId !== ready?.user.id,
  );
  const [notifying, setNotifying] = useState<string | null>(null);
  const approver = useQuery(horApproverQuery(vessel?.id, !officer));
  const supervisor = officer || Boolean(approver.data?.isMember);
  const [department, setDepartment] = useState('all');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = ownRowFirst(
    members.filter(
      (m) =>
        (department === 'all' || String(m.departmentId) === department) &&
        (!needle || `${m.firstName} ${m.lastName}`.toLowerCase().includes(needle)),
    ),
    ready?.user.id ?? 0,
  );
  const span = monthCheckSpan(month);
  const days = useVesselDays(
    vessel?.id ?? 0,
    members.map((m) => m.userId),
    span.from,
    span.to,
  );
  const loadedMonths = useMonths(vessel?.id ?? 0, month);
  const months = loadedMonths ?? new Map<number, RestMonth>();
  const reopenRequests = useReopenRequests(vessel?.id ?? 0);
  const forecasts = useForecast(
    vessel?.id ?? 0,
    members.map((m) => m.userId),
  );
  const myComments = useComments(ready?.user.id ?? 0, vessel?.id ?? 0, `${month}-01`, `${month}-31`);
  const [flags, setFlags] = useState<Record<number, Violation[]>>({});
  // Undefined until the user opens or closes a row: then the own row is open (issue 31).
  const [chosen, setOpen] = useState<number | null | undefined>(undefined);
  const own = members.some((m) => m.userId === ready?.user.id) ? ready?.user.id : undefined;
  const open = openRow(chosen, hash ? Number(hash.slice(1)) : null, own);
  const [signing, setSigning] = useState<{ kind: 'sign' | 'countersign'; userId: number } | null>(null);
  const [needsSignature, setNeedsSignature] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const commentsRequired = useCommentsRequired(vessel?.id ?? 0);
  // Pre-check: with no handwritten signature on file (and no opt-out), capture one first.
  const startSignOff = async (userId: number) =>
    (await needsDrawnSignature(userId)) ? setNeedsSignature(userId) : setSigning({ kind: 'sign', userId });

  useEffect(() => {
    let live = true;
    const records = [...days].map(([userId, list]) => ({
      userId,
      days: list.map(({ date, work }) => ({ date, work })),
    }));
    void rulesWorker()
      ['rest/check-months'](records, month)
      .then((r) => live && setFlags(r));
    return () => {
      live = false;
    };
  }, [days, month]);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);
  const departments = useMemo(
    () => [
      ...new Map(
        allMembers.filter((m) => m.departmentId).map((m) => [m.departmentId, m.departmentName]),
      ).entries(),
    ],
    [allMembers],
  );

  if (!ready || !vessel) return null;
  const today = isoDay(new Date());
  // Days still to come hold plans: their flags are forecasts, not breaches.
  const livedFlags = (userId: number) => (flags[userId] ?? []).filter((f) => f.date <= today);
  const dayLink = (userId: number, date: string) =>
    `/fleet/${vessel.codename}/hours-of-rest/day/${userId}?date=${date}`;
  // Who has records in the month but has not signed it off (shown once the month has ended).
  const unsignedNames = shown
    .filter(
      (m) =>
        (days.get(m.userId) ?? []).some((d) => d.date.startsWith(month)) && !months.get(m.userId)?.signedBy,
    )
    .map((m) => `${m.firstName} ${m.lastName}`);
  const openMember = (userId: number) => {
    setOpen(userId);
    document.getElementById(String(userId))?.scrollIntoView({ block: 'start' });
  };
  const signingMember = signing ? members.find((m) => m.userId === signing.userId) : undefined;
  const commented = new Set(myComments.filter((c) => c.kind === 'noncompliance').map((c) => c.date));

  return (
    <div className="stack">
      <CalendarToolbar
        vessel={vessel}
        officer={officer}
        month={month}
        onMonth={(delta) => setParams({ month: isoMonth(addMonths(parseISO(`${month}-01`), delta)) })}
        departments={supervisor ? departments : []}
        department={department}
        onDepartment={setDepartment}
      />
      <CountersignAll
        session={ready}
        vesselId={vessel.id}
        officer={officer}
        approver={Boolean(approver.data?.isMember)}
        members={members}
        today={today}
      />
      {members.length > 5 ? (
        <div style={{ maxWidth: 420 }}>
          <TextField
            label="Search crew"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name"
          />
        </div>
      ) : null}
      {!loadedMonths ? (
        <p className="small muted" style={{ margin: 0 }}>
          Reading the month from this device…
        </p>
      ) : shown.length > 0 ? (
        <p className="small muted" style={{ margin: 0 }} data-testid="month-summary">
          {monthLine(
            shown.map((m) => ({
              state: months.get(m.userId),
              flaggedDays: new Set(livedFlags(m.userId).map((f) => f.date)).size,
            })),
          )}
        </p>
      ) : needle ? (
        <p className="muted">No crew named '{query.trim()}'.</p>
      ) : (
        <p className="muted">No crew to show yet. They appear after the first sync.</p>
      )}
      {supervisor && month < thisMonth() ? <NotSignedWarning names={unsignedNames} month={month} /> : null}
      {shown.length ? (
        <MonthMatrix
          month={month}
          today={today}
          rows={shown.map((m) => ({
            member: m,
            work: new Map((days.get(m.userId) ?? []).map((d) => [d.date, d.work])),
            flagged: new Set((flags[m.userId] ?? []).map((f) => f.date)),
          }))}
          dayLink={dayLink}
          onOpen={openMember}
        />
      ) : null}
      <ReopenRequests
        vesselId={vessel.id}
        requests={reopenRequests.filter(
          (r) => (r.state === 'open' || r.month === month) && (supervisor || r.userId === ready.user.id),
        )}
        nameOf={(id) => {
          const m = allMembers.find((x) => x.userId === id);
          return m ? `${m.firstName} ${m.lastName}` : 'Crew member';
        }}
        canDecide={(r) => supervisor && r.userId !== ready.user.id}
        onDecide={(r, accept) => void decideReopenRequest(db, ready, r, accept, Date.now()).then(requestSync)}
      />
      <ComingWeek
        show={month === thisMonth()}
        warnings={shown.flatMap((m) => {
          const f = forecasts[m.userId];
          return f ? [{ userId: m.userId, name: `${m.firstName} ${m.lastName}`, forecast: f }] : [];
        })}
        dayLink={dayLink}
      />
      {shown.map((m) => {
        const list = days.get(m.userId) ?? [];
        const state = months.get(m.userId);
        const self = m.userId === ready.user.id;
        const signed = Boolean(state?.signedBy);
        const countersigned = Boolean(state?.counterSignedBy);
        return (
          <MemberRow
            key={m.userId}
            member={m}
            month={month}
            days={new Map(list.filter((d) => d.date.startsWith(month)).map((d) => [d.date, d]))}
            flags={livedFlags(m.userId)}
            forecast={forecasts[m.userId]}
            today={today}
            state={state}
            expanded={open === m.userId}
            onToggle={() => setOpen(open === m.userId ? null : m.userId)}
            dayLink={(date) => dayLink(m.userId, date)}
            actions={{
              // A month is signed once it has begun (the server refuses one that has not).
              sign: self && !signed && `${month}-01` <= today ? () => void startSignOff(m.userId) : undefined,
              countersign:
                supervisor && !self && signed && !countersigned
                  ? () => setSigning({ kind: 'countersign', userId: m.userId })
                  : undefined,
              cancel:
                signed && (officer || (self && !countersigned)) ? () => setCancelling(m.userId) : undefined,
            }}
          />
        );
      })}
      {cancelling !== null ? (
        <ConfirmDialog
          title="Cancel signatures"
          confirmLabel="Cancel signatures"
          cancelLabel="Keep them"
          danger
          onCancel={() => setCancelling(null)}
          onConfirm={() => {
            const ref = { userId: cancelling, vesselId: vessel.id, month };
            setCancelling(null);
            void cancelSignatures(db, ready, ref, Date.now()).then(requestSync);
          }}
        >
          Please confirm that you wish to cancel the signatures of this month.
        </ConfirmDialog>
      ) : null}
      {needsSignature !== null ? (
        <SignaturePadDialog
          vesselId={vessel.id}
          onClose={() => setNeedsSignature(null)}
          onDone={() => {
            setSigning({ kind: 'sign', userId: needsSignature });
            setNeedsSignature(null);
          }}
        />
      ) : null}
      {signing && signingMember ? (
        <SignDialog
          kind={signing.kind}
          session={ready}
          userId={signing.userId}
          name={`${signingMember.firstName} ${signingMember.lastName}`}
          vesselId={vessel.id}
          month={month}
          days={days.get(signing.userId) ?? []}
          flags={flags[signing.userId] ?? []}
          today={today}
          uncommented={commentsRequired ? needingReasons(flags[signing.userId] ?? [], commented) : []}
          onClose={() => setSigning(null)}
          onSigned={() => signing.kind === 'sign' && supervisors.length > 0 && setNotifying(month)}
        />
      ) : null}
      {notifying ? (
        <NotifyDialog
          session={ready}
          vesselId={vessel.id}
          month={notifying}
          people={supervisors}
          onClose={() => setNotifying(null)}
        />
      ) : null}
    </div>
  );
}
