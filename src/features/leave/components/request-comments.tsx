import { DECISIONS, type LeaveRequestRecord } from '../../../contracts/leave-records';
import { t } from '../../../i18n/i18n';
import { TextArea } from '../../../ui/text-area';
import type { RequestButton } from '../data/request-buttons';
import { Facts } from './profile-sections';

/**
 * The request's two comments, each under its own label (issue 30, 1.4): the requester's
 * Comments, and the Decision comments of whoever approves, rejects, checks or sets it back. The
 * decider types theirs here; everyone else reads it once there is one.
 */
export function RequestComments(props: {
  record: LeaveRequestRecord | undefined;
  buttons: readonly RequestButton[];
  comments: string;
  onComments: (value: string) => void;
  mayChange: boolean;
  commentsError: string | undefined;
  decisionComment: string;
  onDecisionComment: (value: string) => void;
}) {
  const decides = props.buttons.some((b) => (DECISIONS as readonly string[]).includes(b));
  const stored = props.record?.decisionComment ?? null;
  return (
    <>
      <TextArea
        label={t('Comments')}
        value={props.comments}
        onChange={(e) => props.onComments(e.target.value)}
        readOnly={!props.mayChange}
        rows={3}
        limit={1000}
        error={props.commentsError}
      />
      {decides ? (
        <TextArea
          label={t('Decision comments')}
          value={props.decisionComment}
          onChange={(e) => props.onDecisionComment(e.target.value)}
          rows={2}
          limit={1000}
        />
      ) : stored ? (
        <Facts rows={[['Decision comments', stored]]} />
      ) : null}
    </>
  );
}
