import './leave-more.css';
import { Link, useNavigate } from 'react-router';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import type { SetupGap } from '../../../domain/leave/setup-gaps';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** The answers of the leave entry besides the first (210: first-entry-dialog.tsx). */

const SEEN = (vesselId: number) => `leave-second-entry:${vesselId}`;

/** Answer 211 is given on every entry; once closed, it waits until the app is opened again. */
export function secondEntryDismissed(vesselId: number): boolean {
  try {
    return sessionStorage.getItem(SEEN(vesselId)) === '1';
  } catch {
    return false;
  }
}

function dismissSecondEntry(vesselId: number) {
  try {
    sessionStorage.setItem(SEEN(vesselId), '1');
  } catch {
    // Private modes may refuse storage: the popup then shows again on the next entry.
  }
}

/**
 * Officer second entry (doc 3, answer 211): still no leave profile on the vessel. The first
 * entry told the officer to review the settings and set up the profiles; this names what is
 * still not done, each with the way to do it.
 */
export function SecondEntryDialog(props: {
  vesselId: number;
  base: string;
  gaps: SetupGap[];
  withoutProfile: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const close = () => {
    dismissSecondEntry(props.vesselId);
    props.onClose();
  };
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const n = props.withoutProfile;
  const todo: Record<SetupGap, { text: string; to: string; link: string }> = {
    profiles: {
      text: `${n} crew ${n === 1 ? 'member has' : 'members have'} no leave profile yet.`,
      to: `${props.base}/profile`,
      link: 'Set up profiles',
    },
    approvalGroup: {
      text: 'No one is in the leave approval group yet, so only access level 5 and above can approve leave.',
      to: `${props.base}/settings`,
      link: 'Leave settings',
    },
    reducingType: {
      text: 'No leave type reduces leave, so no request takes days from a balance.',
      to: `${props.base}/settings`,
      link: 'Leave types',
    },
  };
  return (
    <Dialog title={t('Leave is not set up yet')} onClose={close}>
      <p className="no-margin">{LEAVE_TEXT.officerSecondEntry}</p>
      {props.gaps.length ? (
        <ul className="entry-todo" aria-label={t('Still to do')}>
          {props.gaps.map((g) => (
            <li key={g}>
              <span>{todo[g].text}</span>
              <Link to={todo[g].to} onClick={close}>
                {todo[g].link}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="small muted no-margin">
        {t('How leave works here, from these settings:')}{' '}
        <Link to={`${props.base}/guidelines`} onClick={close}>
          {t('Guidelines')}
        </Link>
      </p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={close}>
          {t('Close')}
        </Button>
        <Button onClick={() => go(`${props.base}/profile`)}>{t('Set up profiles')}</Button>
      </div>
    </Dialog>
  );
}

/**
 * Profile not set (doc 3, answer 212): someone without full access and without a leave profile.
 * Setting one up needs level 5, so the notice sends them to the senior team on board.
 */
export function ProfileNotSetDialog(props: { onClose: () => void }) {
  return (
    <Dialog title={t('Leave profile not set up')} onClose={props.onClose}>
      <p className="no-margin">{LEAVE_TEXT.profileNotSetUp}</p>
      <div className="dialog-actions">
        <Button onClick={props.onClose}>{t('Close')}</Button>
      </div>
    </Dialog>
  );
}
