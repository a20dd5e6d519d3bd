import { useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { leaveBalance } from '../../../domain/leave/balance';
import { leaveInputOf } from '../../../domain/leave/from-records';
import { returningProfileOf } from '../../../domain/leave/returning';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { newLeaveId } from '../data/leave-commands';
import { setupProfile } from '../data/leave-profile-commands';
import { reactivateProfile, replaceProfile } from '../data/returning-commands';
import { setupDefaults } from '../data/setup-defaults';
import { type LeaveVessel, todayIso } from '../data/use-leave';
import { dateSpan } from './leave-bits';
import { saved } from './profile-popups';
import { SetupWizard } from './profile-wizards';
import { ReturningUserDialog } from './returning-user-dialog';

/**
 * 'Set up' for a crew member without an active leave profile: the setup wizard, or first, for
 * someone who came back to the vessel with their old profile ended, the returning-user popup.
 */
export function SetUpPopups(props: {
  data: LeaveVessel;
  vesselId: number;
  userId: number;
  crew: CrewRecord;
  onClose: () => void;
}) {
  const { data, crew } = props;
  const old = returningProfileOf(data.profiles, crew.id);
  const [step, setStep] = useState<'choose' | 'setup'>(old ? 'choose' : 'setup');
  const name = `${crew.firstName} ${crew.lastName}`;
  const today = todayIso();
  const who = () => ({ db, userId: props.userId, now: Date.now() });
  const owner = { userId: crew.userId, crewId: crew.id };

  if (old && step === 'choose') {
    const ended = leaveBalance(
      leaveInputOf(old, data.types, data.requests, data.adjustments, data.settings),
      old.endDate ?? today,
    );
    return (
      <ReturningUserDialog
        name={name}
        old={old}
        available={ended.ok ? formatNumber(ended.available, 2) : '—'}
        onClose={props.onClose}
        onNew={() => setStep('setup')}
        onActivate={async () => {
          await reactivateProfile(who(), old);
          props.onClose();
          saved(t('{name}’s old leave profile is active again.', { name }));
        }}
      />
    );
  }
  return (
    <SetupWizard
      name={name}
      {...setupDefaults(crew, today)}
      note={
        old
          ? t('Saving this profile deletes {name}’s old leave data ({span}).', {
              name,
              span: dateSpan(old.startDate, old.endDate ?? today),
            })
          : undefined
      }
      onClose={props.onClose}
      onSave={async (body) => {
        const input = { ...body, yachtId: props.vesselId, profileId: newLeaveId() };
        if (old) await replaceProfile(who(), old, owner, input);
        else await setupProfile(who(), owner, input);
        props.onClose();
        saved(t('Leave profile set up for {name}.', { name }));
      }}
    />
  );
}
