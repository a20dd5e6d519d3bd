import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router';
import { byVesselName } from '../../../domain/access/fleet-home';
import { levelOn } from '../../../domain/access/permissions';
import { roleNameId } from '../../../domain/access/role-names';
import { adminActions } from '../../../domain/access/user-admin';
import {
  changesStatus,
  editsPay,
  editsPersonal,
  editsPosition,
  seesCrewList,
  seesPrivate,
} from '../../../domain/crew/crew-access';
import { crewState, salaryInForce } from '../../../domain/crew/crew-display';
import { msg } from '../../../i18n/msg';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { NoAccess } from '../../../ui/no-access';
import { notify, notifySaved } from '../../../ui/toast';
import { DocumentsTab } from '../components/documents-tab';
import { ProfileDialogs, type ProfileEditing } from '../components/profile-dialogs';
import { ProfilePhoto } from '../components/profile-photo';
import {
  BankFacts,
  LeaveHistory,
  NokFacts,
  PersonalFacts,
  PositionFacts,
  SalaryHistory,
  Section,
} from '../components/profile-sections';
import { worstState } from '../data/pending-changes';
import {
  useAccruedRatios,
  useCrewMember,
  useCurrencies,
  usePendingChanges,
  useVesselSetup,
  useVesselsOf,
} from '../data/use-crew';
import '../components/crew.css';
import { isoDay } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

type Editing = ProfileEditing;
const STATE_LABEL = {
  current: msg('Current Crew'),
  prospective: msg('Prospective'),
  former: msg('Former crew'),
} as const;

/** '/fleet/{codename}/crew/me': one's own profile on this vessel (the Profile link of crew). */
export function OwnProfileRedirect() {
  const { me, vessel } = useRouteVessel();
  const own = useLiveQuery(
    async () =>
      me && vessel
        ? db.crew
            .where('userId')
            .equals(me.user.id)
            .filter((c) => c.vesselId === vessel.id)
            .first()
        : undefined,
    [me?.user.id, vessel?.id],
  );
  if (!me || !vessel || own === undefined) return <p className="muted">{t('Loading…')}</p>;
  return <Navigate to={`/fleet/${vessel.codename}/crew/${own.id}/profile`} replace />;
}

/**
 * A crew member's profile (doc 2: crew/{crewId}/profile and /details; former crew read-only):
 * read from the device, offline too; each popup's change is queued (pending until the server
 * has it). Bank, next of kin and pay only for the crew member and level 5.
 */
export function CrewProfilePage({ former = false }: { former?: boolean }) {
  const { me, vessel } = useRouteVessel();
  const { crewId = '', tab: asked = 'profile' } = useParams();
  const tab = ['profile', 'details', 'doc'].includes(asked) ? asked : 'profile';
  const member = useCrewMember(Number(crewId));
  const setup = useVesselSetup(vessel?.id);
  const ratios = useAccruedRatios(vessel?.id);
  const currencies = useCurrencies();
  const waiting = usePendingChanges(Number(crewId));
  const elsewhere = useVesselsOf(member?.crew);
  const [editing, setEditing] = useState<Editing>(null);
  const navigate = useNavigate();
  if (!me || !vessel) return null;
  const base = `/fleet/${vessel.codename}`;
  const level = levelOn(me.roles, vessel.id);
  if (member === undefined) return <p className="muted">{t('Loading…')}</p>;
  const { crew, details, priv, salaries, leave } = member;
  const own = crew?.userId === me.user.id;
  if (!crew || crew.vesselId !== vessel.id || (!own && !seesCrewList(level)))
    return (
      <NoAccess
        back={base}
        backLabel={vessel.name}
        needs={t("A crew member's profile is theirs and their officers'.")}
      />
    );
  const today = isoDay(new Date());
  const state = crewState(crew, today);
  const readOnly = former || state === 'former';
  const name = (table: 'departments' | 'positions', id: number | null) =>
    setup?.[table].find((d) => d.id === id)?.name;
  const may = {
    personal: !readOnly && editsPersonal(level, crew.permissionLevel, own),
    position: !readOnly && editsPosition(level, crew.permissionLevel),
    pay: !readOnly && editsPay(level, crew.permissionLevel, own),
    seePrivate: seesPrivate(level, own),
    status: !former && changesStatus(level, crew.permissionLevel),
  };
  // Transfer (level 6 here and on the vessel they go to), never oneself.
  const transferTo =
    readOnly || own || !adminActions(level)
      ? []
      : byVesselName(
          me.vessels.filter(
            (v) => v.id !== vessel.id && adminActions(levelOn(me.roles, v.id)) && !elsewhere?.includes(v.id),
          ),
        );
  const done = async (save: Promise<void>, what: string) => {
    await save;
    requestSync();
    setEditing(null);
    notifySaved(t('{what} saved.', { what }));
  };
  const current = salaryInForce(salaries, today);
  const tabs = [
    { path: 'profile', label: t('Profile') },
    { path: 'details', label: t('Employment') },
    { path: 'doc', label: t('Documents') },
  ];
  const back =
    own && !seesCrewList(level)
      ? { to: base, label: vessel.name }
      : { to: `${base}/crew${readOnly ? '?view=former' : ''}`, label: t('Crew') };

  return (
    <div className="stack">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="profile-head">
        <ProfilePhoto
          crew={crew}
          editable={!readOnly && (own || editsPosition(level, crew.permissionLevel))}
        />
        <div className="stack-tight">
          <h1>
            {crew.firstName} {crew.lastName}
          </h1>
          <span className="muted small">
            {[
              name('positions', crew.positionId) ?? t(roleNameId(crew.roleName)),
              name('departments', crew.departmentId),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className="row crew-facts small">
            <span
              className={`pill ${state === 'current' ? 'pill-ok' : state === 'former' ? 'pill-neutral' : 'pill-warn'}`}
            >
              {t(STATE_LABEL[state])}
            </span>
            {state === 'current' ? (
              <span className="pill pill-neutral">{crew.isOnBoard ? t('On board') : t('Ashore')}</span>
            ) : null}
          </span>
        </div>
      </div>
      {readOnly ? null : (
        <nav className="segmented page-tabs" aria-label={t('Profile')}>
          {tabs.map((t) => (
            <NavLink
              key={t.path}
              to={`${base}/crew/${crew.id}/${t.path}`}
              replace
              className={t.path === tab ? 'active' : undefined}
            >
              {t.label}
            </NavLink>
          ))}
        </nav>
      )}
      {!readOnly && tab === 'doc' ? <DocumentsTab crew={crew} level={level} me={me.user.id} /> : null}
      <div className="profile-grid">
        {readOnly || tab === 'profile' ? (
          <>
            <Section
              title={t('Personal information')}
              onEdit={may.personal ? () => setEditing('profile') : undefined}
              state={waiting.get('crew/profile/save')}
            >
              <PersonalFacts crew={crew} details={details} />
            </Section>
            {may.seePrivate ? (
              <>
                <Section
                  title={t('Next of kin')}
                  onEdit={may.personal ? () => setEditing('nok') : undefined}
                  state={waiting.get('crew/nok/save')}
                >
                  <NokFacts priv={priv} />
                </Section>
                <Section
                  title={t('Bank details')}
                  onEdit={may.personal ? () => setEditing('bank') : undefined}
                  state={waiting.get('crew/bank/save')}
                >
                  <BankFacts priv={priv} />
                </Section>
              </>
            ) : null}
          </>
        ) : null}
        {readOnly || tab === 'details' ? (
          <>
            <Section
              title={t('Position details')}
              onEdit={may.position ? () => setEditing('position') : undefined}
              state={worstState(waiting.get('crew/position/save'), waiting.get('crew/onboard'))}
            >
              <PositionFacts
                crew={crew}
                department={name('departments', crew.departmentId)}
                position={name('positions', crew.positionId)}
              />
              <div className="row wrap profile-actions">
                {may.status ? (
                  <Button variant="secondary" onClick={() => setEditing('status')}>
                    {t('Change status')}
                  </Button>
                ) : null}
                {may.position && !own ? (
                  <Button variant="secondary" onClick={() => setEditing('level')}>
                    {t('Change access level')}
                  </Button>
                ) : null}
                {transferTo.length ? (
                  <Button variant="secondary" onClick={() => setEditing('transfer')}>
                    {t('Transfer to another vessel')}
                  </Button>
                ) : null}
              </div>
            </Section>
            {may.seePrivate ? (
              <Section
                title={t('Salary')}
                onEdit={may.pay ? () => setEditing('salary') : undefined}
                state={waiting.get('crew/salary/save')}
              >
                <SalaryHistory entries={salaries} current={current} currencies={currencies} />
              </Section>
            ) : null}
            <Section
              title={t('Leave')}
              onEdit={may.pay ? () => setEditing('leave') : undefined}
              state={waiting.get('crew/leave/save')}
            >
              <LeaveHistory entries={leave} current={crew.leaveDays} accruedRatio={ratios.get(crew.id)} />
            </Section>
          </>
        ) : null}
      </div>
      {readOnly ? <DocumentsTab crew={crew} level={level} me={me.user.id} readOnly /> : null}
      <ProfileDialogs
        editing={editing}
        close={() => setEditing(null)}
        member={{ crew, details, priv }}
        currentSalary={current}
        vesselName={vessel.name}
        me={me.user.id}
        actorLevel={level}
        setup={setup}
        currencies={currencies}
        transferTo={transferTo}
        save={done}
        onStatusChanged={(message) => {
          setEditing(null);
          notify(message);
          // Their own role ended: the vessel is no longer theirs to open.
          if (own) navigate('/fleet');
        }}
        onTransferred={(moved) => {
          setEditing(null);
          const to = transferTo.find((v) => v.codename === moved.yachtCodename)?.name;
          notify(
            moved.message,
            to
              ? t('{name} is now crew of {vessel}.', {
                  name: `${crew.firstName} ${crew.lastName}`,
                  vessel: to,
                })
              : undefined,
          );
          // Their profile on the vessel they joined (doc 2: a new crew id opens the new profile).
          navigate(`/fleet/${moved.yachtCodename}/crew/${moved.crewOnYachtId}/details`);
        }}
      />
    </div>
  );
}
