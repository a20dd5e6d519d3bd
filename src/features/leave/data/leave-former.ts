import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type LeaveFormer, leaveFormerSchema } from '../../../contracts/leave-answers';
import { authedJson } from '../../../lib/api-client';
import { keptAnswer } from '../../../lib/kept-answer';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net } from '../../../lib/services';

const formerListSchema = z.array(leaveFormerSchema);

/**
 * Former employees (GET /leave/{yachtId}/x-employees): the leave profiles of crew who left, with
 * the balance they left with, as the server works them out. An online read, kept on the device
 * once read (query-client's KEPT_OFFLINE), so the list shows at sea as last known.
 */
export function useFormerEmployees(vesselId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['leave-former', vesselId],
    queryFn: (): Promise<LeaveFormer[]> =>
      authedJson(formerListSchema, db, net, `/leave/${vesselId}/x-employees`),
    enabled: enabled && vesselId > 0,
  });
  // A profile reactivated or deleted here leaves the list once the server has the change.
  useRereadAfterSync(['leave-former', vesselId]);
  return keptAnswer(query);
}
