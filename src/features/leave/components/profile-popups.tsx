import { LEAVE_TEXT, type LeaveProfileRecord } from '../../../contracts/leave-records';
import { leaveBalance } from '../../../domain/leave/balance';
import type { LeaveInput } from '../../../domain/leave/leave-types';
import { typeOfRate } from '../../../domain/leave/rates';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notifySaved } from '../../../ui/toast';
import { adjustLeave, newLeaveId } from '../data/leave-commands';
import { changeRate, deleteProfile, editProfile } from '../data/leave-profile-commands';
import { AdditionalLeaveDialog, EditProfileDialog, RolloverDialog } from './profile-dialogs';
import { ChangeProfileWizard } from './profile-wizards';

export type ProfileEditing = 'edit' | 'change' | 'additional' | 'rollover' | 'delete' | null;

/** Offline, a change waits on the device; the toast says so. */
export function saved(what: string) {
  requestSync();
  notifySaved(what);
}

/** The popup of the profile action chosen, each writing through its command. */
export function ProfilePopups(props: {
  editing: ProfileEditing;
  close: () => void;
  profile: LeaveProfileRecord;
  name: string;
  userId: number;
  input: LeaveInput;
  available: { today: string; endOfMonth: string };
  onDeleted: () => void;
}) {
  const { profile, close } = props;
  const who = () => ({ db, userId: props.userId, now: Date.now() });
  const ref = { yachtId: profile.vesselId, profileId: profile.id };
  const rate = profile.rates[profile.rates.length - 1];
  // The wizard opens on the latest period's type and value (each period has its own: issue 30).
  const type = rate ? typeOfRate(rate, profile.type) : profile.type;
  const rateNow = type === 'yearly' ? rate?.daysPerYear : rate?.ratio;
  switch (props.editing) {
    case 'edit':
      return (
        <EditProfileDialog
          profile={profile}
          onClose={close}
          onSave={async (body) => {
            await editProfile(who(), profile, { ...body, ...ref });
            close();
            saved('Leave profile saved.');
          }}
        />
      );
    case 'change':
      return (
        <ChangeProfileWizard
          name={props.name}
          type={type}
          rate={rateNow === null || rateNow === undefined ? '' : String(rateNow)}
          onClose={close}
          onSave={async (body) => {
            await changeRate(who(), profile, { ...body, ...ref });
            close();
            saved('Leave profile changed.');
          }}
        />
      );
    case 'additional':
      return (
        <AdditionalLeaveDialog
          name={props.name}
          available={props.available}
          onClose={close}
          onSave={async (body) => {
            await adjustLeave(who(), profile, { ...body, adjustmentId: newLeaveId() });
            close();
            saved('Additional leave saved.');
          }}
        />
      );
    case 'rollover':
      return (
        <RolloverDialog
          name={props.name}
          balanceOn={(date) => leaveBalance(props.input, date)}
          onClose={close}
          onSave={async (body) => {
            await adjustLeave(who(), profile, { ...body, adjustmentId: newLeaveId() });
            close();
            saved('Leave rollover saved.');
          }}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t('Delete leave profile')}
          confirmLabel={t('Delete')}
          danger
          onCancel={close}
          onConfirm={() =>
            void deleteProfile(who(), profile).then(() => {
              close();
              saved('Leave profile deleted.');
              props.onDeleted();
            })
          }
        >
          <p className="no-margin">{LEAVE_TEXT.deleteProfile}</p>
        </ConfirmDialog>
      );
    default:
      return null;
  }
}
