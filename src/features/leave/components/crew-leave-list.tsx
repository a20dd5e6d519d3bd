import { useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { roleNameId } from '../../../domain/access/role-names';
import { balanceNow } from '../../../domain/leave/leave-figures';
import { returningProfileOf } from '../../../domain/leave/returning';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { leavePeople } from '../data/leave-people';
import { crewName, type LeaveVessel, todayIso } from '../data/use-leave';
import { usePositions } from '../data/use-positions';
import { shortDay } from './leave-bits';
import { PeopleList, type PersonRow } from './people-list';
import { typeTitle } from './rate-fields';
import { SetUpPopups } from './setup-popups';

/**
 * The vessel's crew in leave (doc 3: the profile list): each profile with the balance
 * available today, then the crew on board without a profile (not shore staff), with 'Set up' (the two-step wizard, or for
 * a returning crew member the returning-user popup first) for those who may set profiles up.
 */
export function CrewLeaveList(props: {
  data: LeaveVessel;
  vesselId: number;
  base: string;
  userId: number;
  editsProfiles: boolean;
}) {
  const { data } = props;
  const [setUp, setSetUp] = useState<CrewRecord | null>(null);
  const positions = usePositions(props.vesselId);
  const today = todayIso();
  // What the leave table shows under a name: the position, else the role.
  const placeOf = (c: CrewRecord | undefined) =>
    c
      ? ((c.positionId !== null ? positions.find((p) => p.id === c.positionId)?.name : undefined) ??
        t(roleNameId(c.roleName)))
      : null;
  const people = leavePeople(data.crew, data.profiles, today);
  const rows: PersonRow[] = people.profiles.map((p) => {
    const b = balanceNow(
      {
        profile: p,
        types: data.types,
        requests: data.requests,
        adjustments: data.adjustments,
        settings: data.settings,
      },
      today,
    );
    return {
      key: p.id,
      name: crewName(data.crew, p.crewId),
      // The start date is on the profile: at 390 px the line keeps the position and the type whole.
      detail: [placeOf(data.crew.find((c) => c.id === p.crewId)), typeTitle(p.type)]
        .filter(Boolean)
        .join(' · '),
      to: `${props.base}/profile/${p.id}`,
      available: b.today.ok ? formatNumber(b.today.available, 2) : '—',
      pending: p.pending === 1,
    };
  });
  const without: PersonRow[] = people.withoutProfile.map((c) => {
    const old = returningProfileOf(data.profiles, c.id);
    return {
      key: String(c.id),
      name: `${c.firstName} ${c.lastName}`,
      own: c.userId === props.userId,
      detail: old?.endDate
        ? t('Returning · profile ended {date}', { date: shortDay(old.endDate) })
        : (placeOf(c) ?? t('No leave profile yet')),
    };
  });
  return (
    <>
      {rows.length === 0 && without.length === 0 ? (
        <p className="muted no-margin">{t('No crew on this device yet.')}</p>
      ) : null}
      {rows.length ? <PeopleList rows={rows} label={t('Leave profiles')} /> : null}
      {without.length ? (
        <>
          <h3 className="leave-subhead">{t('Without a leave profile')}</h3>
          <PeopleList
            rows={without}
            label={t('Crew without a leave profile')}
            {...(props.editsProfiles
              ? {
                  onSetUp: (key: string) =>
                    setSetUp(people.withoutProfile.find((c) => String(c.id) === key) ?? null),
                }
              : {})}
          />
        </>
      ) : null}
      {setUp ? (
        <SetUpPopups
          data={data}
          vesselId={props.vesselId}
          userId={props.userId}
          crew={setUp}
          onClose={() => setSetUp(null)}
        />
      ) : null}
    </>
  );
}
