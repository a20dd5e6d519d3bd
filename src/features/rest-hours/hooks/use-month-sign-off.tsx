import { type ReactNode, useState } from 'react';
import type { Vessel } from '../../../contracts/auth';
import type { Member } from '../../../contracts/rest-hours';
import type { LocalRestDay, StoredSession } from '../../../db/app-db';
import type { Violation } from '../../../domain/rest-hours/rules';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotifyDialog } from '../components/notify-dialog';
import { SignDialog } from '../components/sign-dialog';
import { SignaturePadDialog } from '../components/signature-pad-dialog';
import { cancelSignatures } from '../data/hor-commands';
import { needingReasons, needsDrawnSignature, useCommentsRequired } from '../data/sign-checks';
import { useComments } from '../data/use-hor-data';

/**
 * The calendar's signatures on one month: sign off (after a handwritten signature when none is on
 * file), countersign, cancel; after a sign-off, an offer to notify the supervisors. Each starter
 * opens its dialog; `dialogs` is where the page renders them.
 */
export function useMonthSignOff(props: {
  session: StoredSession;
  vessel: Vessel;
  month: string;
  today: string;
  members: Member[];
  supervisors: Member[];
  days: Map<number, LocalRestDay[]>;
  flags: Record<number, Violation[]>;
}): {
  sign: (userId: number) => void;
  countersign: (userId: number) => void;
  cancel: (userId: number) => void;
  dialogs: ReactNode;
} {
  const { session, vessel, month, today } = props;
  const [signing, setSigning] = useState<{ kind: 'sign' | 'countersign'; userId: number } | null>(null);
  const [needsSignature, setNeedsSignature] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [notifying, setNotifying] = useState<string | null>(null);
  const commentsRequired = useCommentsRequired(vessel.id);
  const myComments = useComments(session.user.id, vessel.id, `${month}-01`, `${month}-31`);
  const commented = new Set(myComments.filter((c) => c.kind === 'noncompliance').map((c) => c.date));
  const signingMember = signing ? props.members.find((m) => m.userId === signing.userId) : undefined;

  // Pre-check: with no handwritten signature on file (and no opt-out), capture one first.
  const sign = async (userId: number) =>
    (await needsDrawnSignature(userId)) ? setNeedsSignature(userId) : setSigning({ kind: 'sign', userId });

  const dialogs = (
    <>
      {cancelling !== null ? (
        <ConfirmDialog
          title={t('Cancel signatures')}
          confirmLabel={t('Cancel signatures')}
          cancelLabel={t('Keep them')}
          danger
          onCancel={() => setCancelling(null)}
          onConfirm={() => {
            const ref = { userId: cancelling, vesselId: vessel.id, month };
            setCancelling(null);
            void cancelSignatures(db, session, ref, Date.now()).then(requestSync);
          }}
        >
          {t('Please confirm that you wish to cancel the signatures of this month.')}
        </ConfirmDialog>
      ) : null}
      {needsSignature !== null ? (
        <SignaturePadDialog
          vesselId={vessel.id}
          month={month}
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
          session={session}
          userId={signing.userId}
          name={`${signingMember.firstName} ${signingMember.lastName}`}
          vesselId={vessel.id}
          month={month}
          days={props.days.get(signing.userId) ?? []}
          flags={props.flags[signing.userId] ?? []}
          today={today}
          uncommented={commentsRequired ? needingReasons(props.flags[signing.userId] ?? [], commented) : []}
          onClose={() => setSigning(null)}
          onSigned={() => signing.kind === 'sign' && props.supervisors.length > 0 && setNotifying(month)}
        />
      ) : null}
      {notifying ? (
        <NotifyDialog
          session={session}
          vesselId={vessel.id}
          month={notifying}
          people={props.supervisors}
          onClose={() => setNotifying(null)}
        />
      ) : null}
    </>
  );
  return {
    sign: (userId) => void sign(userId),
    countersign: (userId) => setSigning({ kind: 'countersign', userId }),
    cancel: setCancelling,
    dialogs,
  };
}
