import { format } from 'date-fns';
import { useNavigate } from 'react-router';
import type { OutboxEntry } from '../../../db/app-db';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { discardChange, resubmitChange } from '../../../sync/conflicts';
import { entryDates } from '../../../sync/entry-text';
import { type ConflictChoice, ConflictPrompt } from '../../../ui/conflict-prompt';

/** The prompt for one conflicting change, with the choices the user's level allows. */
export function ConflictReview({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const session = useSession();
  if (!entry.conflict || session === 'loading' || !session) return null;
  if (entry.op === 'hor/month/sign' || entry.op === 'hor/month/countersign') {
    return <SignatureConflict entry={entry} onClose={onClose} />;
  }
  const month = entry.conflict.month;
  const vesselId = 'yachtId' in entry.body ? entry.body.yachtId : null;
  const level = session.roles.find((r) => r.vesselId === vesselId)?.permissionLevel ?? null;
  const countersigned = Boolean(month?.counterSignedBy);
  // A countersigned month is reopened only by a supervisor; a signed one by the signer too.
  const mayResubmit = countersigned ? reaches(level, LEVEL.officer) : true;
  const when = month?.counterSignedAt ?? month?.signedAt;
  const choices: ConflictChoice[] = [
    {
      label: 'Discard my change',
      hint: 'Keep the record as it is on the server.',
      variant: 'secondary',
      onChoose: () => void discardChange(db, entry).then(onClose),
    },
  ];
  if (mayResubmit) {
    choices.unshift({
      label: 'Resubmit my change',
      hint: 'Reopens the month: it must be signed off (and countersigned) again.',
      variant: 'primary',
      onChoose: () =>
        void resubmitChange(db, entry, Date.now()).then(() => {
          requestSync();
          onClose();
        }),
    });
  }
  return (
    <ConflictPrompt
      title={countersigned ? 'Month already countersigned' : 'Month already signed off'}
      what={`While this change was waiting to be sent, the month was ${countersigned ? 'countersigned' : 'signed off'} on the server.`}
      who={
        countersigned
          ? `Countersigned by ${month?.counterSignedByName}`
          : `Signed off by ${month?.signedByName}`
      }
      when={when ? format(new Date(when), 'd MMM yyyy, HH:mm') : null}
      days={entryDates(entry).map((d) => format(new Date(`${d}T00:00:00`), 'EEE d MMM'))}
      choices={choices}
      onClose={onClose}
    />
  );
}

/**
 * A signature that reached the server after the records changed (or the month was signed
 * or countersigned by someone else meanwhile): it no longer covers what is on record.
 */
function SignatureConflict({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  if (entry.op !== 'hor/month/sign' && entry.op !== 'hor/month/countersign') return null;
  const { yachtId, userId, month } = entry.body;
  const codename =
    session && session !== 'loading' ? session.vessels.find((v) => v.id === yachtId)?.codename : undefined;
  return (
    <ConflictPrompt
      title="Your signature was not recorded"
      what={entry.conflict?.message ?? ''}
      who={null}
      when={null}
      days={[format(new Date(`${month}-01T00:00:00`), 'MMMM yyyy')]}
      choices={[
        {
          label: 'Check the records and sign again',
          hint: 'Your signature is dropped; open the month to review it and sign it as it is now.',
          variant: 'primary',
          onChoose: () =>
            void discardChange(db, entry).then(() => {
              onClose();
              if (codename) navigate(`/fleet/${codename}/hours-of-rest/calendar?month=${month}#${userId}`);
            }),
        },
        {
          label: 'Discard my signature',
          hint: 'Nothing is signed; the month stays as it is on the server.',
          variant: 'secondary',
          onChoose: () => void discardChange(db, entry).then(onClose),
        },
      ]}
      onClose={onClose}
    />
  );
}
