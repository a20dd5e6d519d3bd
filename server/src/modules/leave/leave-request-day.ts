import type { leaveDayTypeSchema } from '@contracts/leave-spec';
import type { z } from 'zod';
import { fieldRefused, notFound } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { saveRequest, visibleRequest } from './leave-requests';
import { leaveScope } from './leave-setup';

type DayType = z.infer<typeof leaveDayTypeSchema>;

/**
 * The calendar's 'change day type' (doc 3, section 7): one day of a request to another leave
 * type, saved as the request form saves it (SAVE), so every rule of the form holds: whose
 * request, only a draft's days change, the type must be the vessel's.
 */
export const changeDayType: WriteUseCase<DayType> = async (tx, actor, body, now) => {
  const scope = await leaveScope(tx, actor, body.yachtId);
  const request = scope ? await visibleRequest(tx, actor, scope, body.requestId) : null;
  if (!request) return notFound();
  if (body.date < request.startDate || body.date > request.endDate)
    return fieldRefused('date', 'Every day must be within the dates of the request.');
  const days = request.days.filter((d) => d.date !== body.date);
  days.push({ date: body.date, leaveTypeId: body.leaveTypeId });
  return saveRequest(
    tx,
    actor,
    {
      yachtId: body.yachtId,
      requestId: request.id,
      profileId: request.profileId,
      action: 'SAVE',
      startDate: request.startDate,
      endDate: request.endDate,
      days,
      travelDays: request.travelDays,
      flights: request.flights,
      comments: request.comments,
    },
    { now, baseVersion: 0 },
  );
};
