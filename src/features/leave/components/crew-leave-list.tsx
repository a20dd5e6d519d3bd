import { useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { balanceNow, days2 } from '../../../domain/leave/leave-figures';
import { db } from '../../../lib/services';
import { newLeaveId, setupProfile } from '../data/leave-commands';
import { leavePeople } from '../data/leave-people';
import { crewName, type LeaveVessel, todayIso } from '../data/use-leave';
import { shortDay } from './leave-bits';
import { PeopleList, type PersonRow } from './people-list';
import { saved } from './profile-popups';
import { SetupWizard } from './profile-wizards';
import { typeTitle } from './rate-fields';

/**
 * The vessel's crew in leave (doc 3: the profile list): each profile with the balance
 * available today, then the crew without a profile, with 'Set up' (the two-step wizard) for
 * those who may set profiles up.
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
  const today = todayIso();
  const people = leavePeople(data.crew, data.profiles, today);
  const rows: PersonRow[] = people.profiles.map((p) => {
    const b = balanceNow(
      { profile: p, types: data.types, requests: data.requests, adjustments: data.adjustments },
      today,
    );
    return {
      key: p.id,
      name: crewName(data.crew, p.crewId),
      detail: `${typeTitle(p.type)} · from ${shortDay(p.startDate)}`,
      to: `${props.base}/profile/${p.id}`,
      available: b.today.ok ? days2(b.today.available) : '—',
      pending: p.pending === 1,
    };
  });
  const without: PersonRow[] = people.withoutProfile.map((c) => ({
    key: String(c.id),
    name: `${c.firstName} ${c.lastName}`,
    detail: `${c.roleName} · no leave profile yet`,
  }));
  return (
    <>
      {rows.length === 0 && without.length === 0 ? (
        <p className="muted no-margin">No crew on this device yet.</p>
      ) : null}
      {rows.length ? <PeopleList rows={rows} label="Leave profiles" /> : null}
      {without.length ? (
        <>
          <h3 className="leave-subhead">Without a leave profile</h3>
          <PeopleList
            rows={without}
            label="Crew without a leave profile"
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
        <SetupWizard
          name={`${setUp.firstName} ${setUp.lastName}`}
          startDate={setUp.startDate ?? today}
          onClose={() => setSetUp(null)}
          onSave={async (body) => {
            await setupProfile(
              { db, userId: props.userId, now: Date.now() },
              { userId: setUp.userId, crewId: setUp.id },
              { ...body, yachtId: props.vesselId, profileId: newLeaveId() },
            );
            setSetUp(null);
            saved(`Leave profile set up for ${setUp.firstName} ${setUp.lastName}.`);
          }}
        />
      ) : null}
    </>
  );
}
