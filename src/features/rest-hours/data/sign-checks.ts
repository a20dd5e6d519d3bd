import { useQuery } from '@tanstack/react-query';
import { digitalSignatureAnswerSchema } from '../../../contracts/rest-hours-answers';
import type { Violation } from '../../../domain/rest-hours/rules';
import { authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { horSettingsQuery } from './vessel-settings';

/**
 * Whether sign-off must first capture a handwritten signature: none on file and no opt-out.
 * An opt-out made on this device counts at once (it may not be on the server yet). Offline, what
 * the device last learned answers (a signature the server had, or one drawn here); never learned,
 * it asks: the picture drawn waits on the phone and goes before the sign-off (field test: offline,
 * sign-off went ahead without one and never asked again).
 */
export async function needsDrawnSignature(userId: number): Promise<boolean> {
  const optedOut = await db.secrets.get('signature-opt-out');
  if (optedOut?.key === 'signature-opt-out' && optedOut.userId === userId) return false;
  const state = await authedJson(digitalSignatureAnswerSchema, db, net, '/hor/digital-signature').catch(
    () => null,
  );
  if (state) {
    if (state.hasSignature) await signatureOnFile(userId);
    else await db.secrets.delete('signature-on-file');
    return !state.hasSignature && !state.optOut;
  }
  const known = await db.secrets.get('signature-on-file');
  return !(known?.key === 'signature-on-file' && known.userId === userId);
}

/** Remembers that the user has a signature on file (the server said so, or one was drawn here). */
export const signatureOnFile = (userId: number) => db.secrets.put({ key: 'signature-on-file', userId });

/** Whether the vessel asks for a reason for each non-compliance; offline or unknown: yes. */
export function useCommentsRequired(vesselId: number): boolean {
  const settings = useQuery(horSettingsQuery(vesselId));
  return settings.data?.nonComplianceCommentsRequired ?? true;
}

/** The days that break a rule other than 3 and have no reason given yet. */
export const needingReasons = (flags: readonly Violation[], commented: Set<string>) =>
  [...new Set(flags.filter((f) => f.rule !== 3).map((f) => f.date))].filter((d) => !commented.has(d));
