import { useState } from 'react';
import type { LeaveSettings } from '../../../contracts/leave-records';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { roleNameId } from '../../../domain/access/role-names';
import { crewState } from '../../../domain/crew/crew-display';
import { changesAtOnce } from '../../../domain/leave/dated-rules';
import { db } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { NoAccess } from '../../../ui/no-access';
import { Switch } from '../../../ui/switch';
import { NotSent, TypeDot } from '../components/leave-bits';
import { typeName } from '../components/leave-calendar-look';
import { LeaveTypesDialog } from '../components/leave-types-dialog';
import { saved } from '../components/profile-popups';
import { SettingsUpdateDialog } from '../components/settings-update-dialog';
import { saveSettings } from '../data/leave-commands';
import { type LeaveVessel, leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

type Flag =
  | 'requestOwnLeave'
  | 'deleteOwnRequests'
  | 'hideCalculations'
  | 'nilDays'
  | 'rollover'
  | 'editByApprovalGroup';

/** The switches of doc 3's leave settings, as a crew member's officer would say them. */
const FLAGS: [Flag, string, string][] = [
  [
    'requestOwnLeave',
    msg('Crew may request their own leave'),
    msg('Access levels 2 to 4 ask for leave themselves.'),
  ],
  [
    'deleteOwnRequests',
    msg('Crew may delete their own requests'),
    msg('While a request is a draft or pending.'),
  ],
  ['hideCalculations', msg('Hide calculations from crew'), msg('Crew see only the leave available to them.')],
  // A change counts from the day after its change date (the days before keep their count): said here.
  [
    'nilDays',
    msg('Nil days'),
    msg(
      'Leave types marked nil count as neither worked nor earning leave. Switching this applies after the change date you enter on saving; earlier days keep how they counted.',
    ),
  ],
  ['rollover', msg('Rollover'), msg('Balances can be rolled over; what is not kept is forfeited.')],
  [
    'editByApprovalGroup',
    msg('The leave approval group may edit leave'),
    msg('Members set up and change profiles and add leave, as level 5 does.'),
  ],
];

/**
 * 'leave/settings' (level 5): the switches and the leave approval group, saved together with
 * a change date and a comment (offline too: queued); the leave types, online only.
 */
export function LeaveSettingsPage() {
  const { me, vessel } = useRouteVessel();
  const data = useLeaveVessel(vessel?.id);
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  if (!leaveRightsOf(me, vessel.id, data.settings).manages)
    return (
      <NoAccess
        back={base}
        backLabel={t('Leave')}
        needs={t('The leave settings are for access level Purser and above.')}
      />
    );
  return (
    <SettingsForm
      key={`${vessel.id}:${data.settings.version}`}
      data={data}
      vesselId={vessel.id}
      userId={me.user.id}
      base={base}
    />
  );
}

function SettingsForm(props: { data: LeaveVessel; vesselId: number; userId: number; base: string }) {
  const { data } = props;
  const [draft, setDraft] = useState<LeaveSettings>(data.settings);
  const [asking, setAsking] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);
  const today = todayIso();
  const crew = inCrewOrder(data.crew.filter((c) => crewState(c, today) !== 'former'));
  const group = new Set(draft.approvalGroup);
  const changed =
    FLAGS.some(([f]) => draft[f] !== data.settings[f]) ||
    [...group].sort().join() !== [...data.settings.approvalGroup].sort().join();
  const flags = {
    ...Object.fromEntries(FLAGS.map(([f]) => [f, draft[f]])),
    approvalGroup: draft.approvalGroup,
  } as Pick<LeaveSettings, Flag | 'approvalGroup'>;
  return (
    <div className="stack leave-page leave-narrow">
      <BackLink to={props.base}>{t('Leave')}</BackLink>
      <div>
        <h1>{t('Leave settings')}</h1>
        {data.settings.pending ? <NotSent /> : null}
      </div>
      <section className="card stack" aria-label={t('Settings')}>
        <h2>{t('Settings')}</h2>
        {FLAGS.map(([f, label, hint]) => (
          <div key={f} className="setting-row">
            <Switch label={t(label)} checked={draft[f]} onChange={(on) => setDraft({ ...draft, [f]: on })} />
            <span className="small muted">{t(hint)}</span>
          </div>
        ))}
      </section>
      <section className="card stack" aria-label={t('Leave approval group')}>
        <h2>{t('Leave approval group')}</h2>
        <p className="small muted no-margin">
          {t("Members see everyone's leave and approve requests, as level 5 does.")}{' '}
          {t('{n} chosen.', { n: group.size })}
        </p>
        {/* Scrolls past six or so people: the shade at its foot says there are more. */}
        <div className="approval-list scroll-cue">
          {crew.map((c) => (
            <Checkbox
              key={c.id}
              checked={group.has(c.userId)}
              onChange={(on) =>
                setDraft({
                  ...draft,
                  approvalGroup: on
                    ? [...draft.approvalGroup, c.userId]
                    : draft.approvalGroup.filter((id) => id !== c.userId),
                })
              }
            >
              {c.firstName} {c.lastName} <span className="small muted">· {t(roleNameId(c.roleName))}</span>
            </Checkbox>
          ))}
        </div>
      </section>
      <div className="row wrap">
        <Button disabled={!changed} onClick={() => setAsking(true)}>
          {t('Save settings')}
        </Button>
        {changed ? (
          <Button variant="ghost" onClick={() => setDraft(data.settings)}>
            {t('Undo changes')}
          </Button>
        ) : null}
      </div>
      <section className="card stack" aria-label={t('Leave types')}>
        {/* page-head: the button goes under the heading when both do not fit (Spanish at 390 px). */}
        <div className="row-between page-head">
          <h2>{t('Leave types')}</h2>
          <Button variant="secondary" onClick={() => setTypesOpen(true)}>
            {t('Edit leave types')}
          </Button>
        </div>
        {data.types.length === 0 ? (
          <p className="muted no-margin">{t('No leave types on this device yet.')}</p>
        ) : (
          <ul className="type-summary">
            {data.types.map((type) => (
              <li key={type.id}>
                <TypeDot color={type.color} /> {typeName(type)}
                {type.isDefault ? <span className="pill pill-neutral">{t('Default')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {asking ? (
        <SettingsUpdateDialog
          settings={{ ...flags, yachtId: props.vesselId }}
          atOnce={changesAtOnce(data.settings, flags)}
          onClose={() => setAsking(false)}
          onSave={async (body) => {
            await saveSettings({ db, userId: props.userId, now: Date.now() }, data.settings, body);
            setAsking(false);
            saved(t('Leave settings saved.'));
          }}
        />
      ) : null}
      {typesOpen ? (
        <LeaveTypesDialog vesselId={props.vesselId} types={data.types} onClose={() => setTypesOpen(false)} />
      ) : null}
    </div>
  );
}
