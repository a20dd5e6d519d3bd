import { useQuery } from '@tanstack/react-query';
import { horSettingsSchema } from '../../../contracts/rest-hours';
import { digitalSignatureAnswerSchema } from '../../../contracts/rest-hours-answers';
import type { Violation } from '../../../domain/rest-hours/rules';
import { authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';

/**
 * Whether sign-off must first capture a handwritten signature: none on file and no opt-out.
 * An opt-out made on this device counts at once (it may not be on the server yet); offline
 * the server cannot be asked, and sign-off goes ahead.
 */
export async function needsDrawnSignature(userId: number): Promise<boolean> {
  const optedOut = await db.secrets.get('signature-opt-out');
  if (optedOut?.key === 'signature-opt-out' && optedOut.userId === userId) return false;
  const state = await authedJson(digitalSignatureAnswerSchema, db, net, '/hor/digital-signature').catch(
    () => null,
  );
  return Boolean(state && !state.hasSignature && !state.optOut);
}

/** Whether the vessel asks for a reason for each non-compliance; offline or unknown: yes. */
export function useCommentsRequired(vesselId: number): boolean {
  const settings = useQuery({
    queryKey: ['hor-settings', vesselId],
    queryFn: () => authedJson(horSettingsSchema, db, net, `/hor/settings/${vesselId}`),
    enabled: vesselId > 0,
  });
  return settings.data?.nonComplianceCommentsRequired ?? true;
}

/** The days that break a rule other than 3 and have no reason given yet. */
export const needingReasons = (flags: readonly Violation[], commented: Set<string>) =>
  [...new Set(flags.filter((f) => f.rule !== 3).map((f) => f.date))].filter((d) => !commented.has(d));
