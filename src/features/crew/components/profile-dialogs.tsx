import type {
  CrewDetails,
  CrewPrivate,
  CrewRecord,
  Department,
  Position,
  SalaryRecord,
} from '../../../contracts/crew';
import type { Currency } from '../../../contracts/crew-setup';
import type { CrewTransferred } from '../../../contracts/crew-transfer';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { notify } from '../../../ui/toast';
import * as commands from '../data/crew-commands';
import { AccessLevelDialog } from './access-level-dialog';
import { LeaveDialog, SalaryDialog } from './pay-dialogs';
import { BankDialog, NokDialog, ProfileDialog } from './personal-dialogs';
import { PositionDialog } from './position-dialog';
import { StatusDialog } from './status-dialog';
import { TransferDialog } from './transfer-dialog';

export type ProfileEditing =
  | 'profile'
  | 'nok'
  | 'bank'
  | 'position'
  | 'salary'
  | 'leave'
  | 'status'
  | 'level'
  | 'transfer'
  | null;

/** The popups of a crew profile (doc 2: crew profile popups), one open at a time. */
export function ProfileDialogs(props: {
  editing: ProfileEditing;
  close: () => void;
  member: {
    crew: CrewRecord;
    details: CrewDetails | undefined;
    priv: CrewPrivate | undefined;
  };
  /** The salary in force, which 'Record Review Date: No' corrects. */
  currentSalary: SalaryRecord | null;
  vesselName: string;
  me: number;
  actorLevel: number | null;
  setup: { departments: Department[]; positions: Position[] } | undefined;
  currencies: Currency[];
  transferTo: { id: number; name: string }[];
  /** A queued change: saved on the device, sent when there is a link. */
  save: (change: Promise<void>, what: string) => Promise<void>;
  onStatusChanged: (message: string) => void;
  onTransferred: (answer: CrewTransferred) => void;
}) {
  const { editing, close, setup, currencies, save } = props;
  const { crew, details, priv } = props.member;
  const who = { db, userId: props.me, now: Date.now() };
  return (
    <>
      {editing === 'profile' ? (
        <ProfileDialog
          crew={crew}
          details={details}
          onClose={close}
          onSave={(b) => save(commands.saveProfile(who, crew, details, b), t('Profile'))}
        />
      ) : null}
      {editing === 'nok' ? (
        <NokDialog
          crew={crew}
          current={priv}
          onClose={close}
          onSave={(b) => save(commands.saveNextOfKin(who, crew, priv, b), t('Next of kin'))}
        />
      ) : null}
      {editing === 'bank' ? (
        <BankDialog
          crew={crew}
          current={priv}
          onClose={close}
          onSave={(b) => save(commands.saveBankDetails(who, crew, priv, b), t('Bank details'))}
        />
      ) : null}
      {editing === 'position' ? (
        <PositionDialog
          crew={crew}
          departments={setup?.departments ?? []}
          positions={setup?.positions ?? []}
          onClose={close}
          onSave={(b) => save(commands.savePosition(who, crew, b), t('Position details'))}
        />
      ) : null}
      {editing === 'salary' ? (
        <SalaryDialog
          current={props.currentSalary}
          currencies={currencies}
          onClose={close}
          onSave={(b) => save(commands.saveSalary(who, crew, b), t('Salary'))}
        />
      ) : null}
      {editing === 'status' ? (
        <StatusDialog crew={crew} onClose={close} onDone={props.onStatusChanged} />
      ) : null}
      {editing === 'level' ? (
        <AccessLevelDialog
          crew={crew}
          actorLevel={props.actorLevel}
          onClose={close}
          onDone={(message) => {
            close();
            notify(message);
          }}
        />
      ) : null}
      {editing === 'transfer' ? (
        <TransferDialog
          crew={crew}
          vessels={props.transferTo}
          from={props.vesselName}
          salary={props.currentSalary}
          currencies={currencies}
          onClose={close}
          onDone={props.onTransferred}
        />
      ) : null}
      {editing === 'leave' ? (
        <LeaveDialog
          current={crew.leaveDays}
          onClose={close}
          onSave={(b) => save(commands.saveLeaveIncrement(who, crew, b), t('Leave details'))}
        />
      ) : null}
    </>
  );
}
