import { approverAnswerSchema } from '../../../contracts/rest-hours-answers';
import { authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';

/**
 * Whether the user is in the vessel's hours-of-rest approval group (server-only, kept on the
 * device: lib/query-client). One query for the calendar's Countersign buttons and the home's
 * months-to-countersign tile, so both read the same answer, at sea too.
 */
export const horApproverQuery = (vesselId: number | undefined, enabled: boolean) => ({
  queryKey: ['hor-approver', vesselId] as const,
  queryFn: () => authedJson(approverAnswerSchema, db, net, `/hor/approvalGroup/isMember/${vesselId!}`),
  enabled: vesselId !== undefined && enabled,
});
