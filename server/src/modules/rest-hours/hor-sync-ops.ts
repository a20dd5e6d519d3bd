import { MSG } from '@contracts/messages';
import type { RecordMap, SyncOutcome } from '@contracts/sync';
import { canEditRestDaysOf, LEVEL, levelOn, reaches, seesAllRestRecords } from '@domain/access/permissions';
import { datesInMonth, monthOf } from '@domain/calendar/iso-date';
import type { Queryable } from '../../db/client';
import { readStoredFile } from '../../files/file-storage';
import type { Actor } from '../../kernel/actors';
import { approves } from '../../kernel/approval-group';
import { everOnVessel } from '../../kernel/crew-status';
import { applyAt, applyBased } from '../../kernel/op-apply';
import { syncOutcome } from '../../kernel/outcome';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { setApprovalDepartment, setApprovalMember } from './approval-group';
import { clockChangeCopy, deleteClockChange, saveClockChange } from './clock-changes';
import { deleteComment, deletePreset, saveComment, savePreset } from './comments-presets';
import { saveSignaturePng, setSignatureOptOut } from './digital-signature';
import { exceptionChangeRefusal, exceptionCrewRefusal, writeExceptionPeriods } from './exception-periods';
import { COMMENT_SELECT, PRESET_SELECT, toComment, toPreset } from './hor-feed-repo';
import { notifyInbox } from './notify';
import { checkRecordsEmail } from './records/email-records';
import { decideReopen, requestReopen } from './reopen-requests';
import { findDays, findMonth } from './rest-repo';
import { clearRestDays, prepareRestDaysSave, saveRestDays } from './save-rest-days';
import { cancelSignatures, countersignMonth, signMonth } from './signatures';
import { updateVesselDetails, writeGuide, writeVesselSettings } from './vessel-settings';
import { writeWorkingLanguage } from './working-language';

const forbidden: SyncOutcome = { status: 'rejected', message: MSG.status403 };
const applied: SyncOutcome = { status: 'applied', version: 0 };

/** Whether the actor may read a crew member's rest records on a vessel. */
async function maySee(tx: Queryable, actor: Actor, userId: number, vesselId: number) {
  const level = levelOn(actor.roles, vesselId);
  if (level === null) return false;
  return actor.id === userId || seesAllRestRecords(level) || approves(tx, actor.id, vesselId, userId);
}

/** The server's copy of a crew member's days (and their months), for a conflict or a rejection. */
async function restRecords(
  tx: Queryable,
  actor: Actor,
  userId: number,
  vesselId: number,
  dates: string[],
): Promise<RecordMap> {
  if (!(await maySee(tx, actor, userId, vesselId))) return {};
  const months = [...new Set(dates.map(monthOf))];
  const found = await Promise.all(months.map((m) => findMonth(tx, userId, vesselId, m)));
  return {
    restDays: await findDays(tx, userId, vesselId, dates),
    restMonths: found.filter((m) => m !== null),
  };
}

async function commentRecord(tx: Queryable, actor: Actor, id: string): Promise<RecordMap> {
  const rows = await tx.query<Record<string, unknown>>(`${COMMENT_SELECT} WHERE c.id = $1`, [id]);
  const comment = rows[0] ? toComment(rows[0]) : null;
  if (!comment || !(await maySee(tx, actor, comment.userId, comment.vesselId))) return {};
  return { comments: [comment] };
}

async function presetRecord(tx: Queryable, actor: Actor, id: string): Promise<RecordMap> {
  const rows = await tx.query<Record<string, unknown>>(`${PRESET_SELECT} WHERE id = $1 AND user_id = $2`, [
    id,
    actor.id,
  ]);
  return { presets: rows.map(toPreset) };
}

/** Vessel administration (settings, alerts, guide, approval group, details): officers only. */
const officerOnly =
  <B extends { yachtId: number }>(run: (tx: Queryable, body: B, now: Date) => Promise<SyncOutcome>) =>
  async (tx: Queryable, body: B, ctx: { actor: Actor; now: Date }) =>
    reaches(levelOn(ctx.actor.roles, body.yachtId), LEVEL.officer) ? run(tx, body, ctx.now) : forbidden;

/**
 * Each queued hours-of-rest operation runs the use case of its REST call, and is refused on a
 * vessel where the module is off (as the REST routes are).
 */
export const horOps = gatedOps(
  'hoursofrest',
  {
    'hor/day/save': {
      apply: async (tx, { userId, ...body }, { actor, now, baseVersion }) =>
        syncOutcome(await saveRestDays(tx, { actor, userId, body, now, baseVersion })),
      async prepare(tx, { userId, ...body }, { actor, now, baseVersion }) {
        const prepared = await prepareRestDaysSave(tx, { actor, userId, body, now, baseVersion });
        return 'sql' in prepared ? prepared : syncOutcome(prepared);
      },
      current: (tx, b, { actor }) => restRecords(tx, actor, b.userId, b.yachtId, b.dates),
    },
    'hor/day/clear': {
      async apply(tx, body, { actor, now, baseVersion }) {
        if (!canEditRestDaysOf(actor.id, levelOn(actor.roles, body.yachtId), body.userId)) return forbidden;
        const { cleared: _n, ...result } = await clearRestDays(tx, {
          actor,
          userId: body.userId,
          vesselId: body.yachtId,
          dates: body.dates,
          reopen: body.reopen === true,
          now,
          baseVersion,
        });
        return syncOutcome(result);
      },
      current: (tx, b, { actor }) => restRecords(tx, actor, b.userId, b.yachtId, b.dates),
    },
    'hor/comment/save': {
      apply: applyAt(saveComment),
      current: (tx, b, { actor }) => commentRecord(tx, actor, b.commentId),
    },
    'hor/comment/delete': {
      apply: async (tx, body, { actor, now }) =>
        syncOutcome(await deleteComment(tx, actor, body.id, body.yachtId, now)),
      current: (tx, b, { actor }) => commentRecord(tx, actor, b.id),
    },
    'hor/preset/save': {
      apply: async (tx, body, { actor }) => syncOutcome(await savePreset(tx, actor, body)),
      current: (tx, b, { actor }) => presetRecord(tx, actor, b.presetId),
    },
    'hor/preset/delete': {
      apply: async (tx, body, { actor }) => syncOutcome(await deletePreset(tx, actor, body.id, body.yachtId)),
      current: (tx, b, { actor }) => presetRecord(tx, actor, b.id),
    },
    'hor/month/sign': {
      apply: applyAt(signMonth),
      current: (tx, b, { actor }) => restRecords(tx, actor, b.userId, b.yachtId, datesInMonth(b.month)),
    },
    'hor/month/countersign': {
      apply: applyAt(countersignMonth),
      current: (tx, b, { actor }) => restRecords(tx, actor, b.userId, b.yachtId, datesInMonth(b.month)),
    },
    'hor/month/cancel': {
      apply: applyAt(cancelSignatures),
      current: (tx, b, { actor }) => restRecords(tx, actor, b.userId, b.yachtId, [`${b.month}-01`]),
    },
    'hor/month/notify': { apply: applyAt(notifyInbox) },
    'hor/reopen/request': {
      apply: (tx, body, { actor, now }) => requestReopen(tx, actor, body, now),
      current: (tx, b, { actor }) => restRecords(tx, actor, b.userId, b.yachtId, b.dates),
    },
    // Checked here; rendered and sent by a background job after the operation is stored.
    'hor/records/email': { apply: (tx, body, { actor, now }) => checkRecordsEmail(tx, actor, body, now) },
    'hor/reopen/decide': {
      apply: (tx, body, { actor, now }) => decideReopen(tx, actor, body, now),
    },
    'hor/signature/save': {
      async apply(tx, body, { actor, now }) {
        const png = Buffer.from(body.pngBase64, 'base64');
        const saved = await saveSignaturePng(tx, actor.id, png, 'signature.png', now);
        return saved.ok ? applied : { status: 'rejected', message: saved.message };
      },
    },
    'hor/signature/use': {
      async apply(tx, body, { actor, now, files }) {
        const [file] = await tx.query<{ uploaded_by: number; purpose: string; state: string }>(
          'SELECT uploaded_by, purpose, state FROM files WHERE id = $1',
          [body.fileId],
        );
        if (
          !files ||
          file?.state !== 'stored' ||
          file.uploaded_by !== actor.id ||
          file.purpose !== 'signature'
        )
          return {
            status: 'rejected',
            message: 'The signature image is not on the server. Please draw it again.',
          };
        const png = await readStoredFile(files, body.fileId);
        const saved = await saveSignaturePng(tx, actor.id, png, 'signature.png', now);
        return saved.ok ? applied : { status: 'rejected', message: saved.message };
      },
    },
    'hor/signature/optout': {
      async apply(tx, body, { actor, now }) {
        await setSignatureOptOut(tx, actor.id, body.optOut, now);
        return applied;
      },
    },
    'hor/settings/save': {
      apply: officerOnly(async (tx, b, now) => {
        await writeVesselSettings(tx, b.yachtId, { settings: b.settings }, now);
        return applied;
      }),
    },
    'hor/alerts/save': {
      apply: officerOnly(async (tx, b, now) => {
        await writeVesselSettings(tx, b.yachtId, { alerts: b.alerts }, now);
        return applied;
      }),
    },
    // The STCW exception regime is the master's to set (level 6+), as on its REST route.
    'hor/exception/save': {
      apply: async (tx, b, { actor, now }) => {
        if (!reaches(levelOn(actor.roles, b.yachtId), LEVEL.captain)) return forbidden;
        const unnamed = await exceptionCrewRefusal(tx, b.yachtId, b.periods);
        if (unnamed) return syncOutcome(unnamed);
        const signed = await exceptionChangeRefusal(tx, b.yachtId, b.periods);
        if (signed) return syncOutcome(signed);
        await writeExceptionPeriods(tx, b.yachtId, b.periods, now);
        return applied;
      },
    },
    // The working language the records print beside English: the master's too (level 6+).
    'hor/language/save': {
      apply: async (tx, b, { actor, now }) => {
        if (!reaches(levelOn(actor.roles, b.yachtId), LEVEL.captain)) return forbidden;
        await writeWorkingLanguage(tx, b.yachtId, b.language, now);
        return applied;
      },
    },
    'hor/guide/save': {
      apply: officerOnly(async (tx, b, now) => {
        await writeGuide(tx, b.yachtId, b.text, now);
        return applied;
      }),
    },
    'hor/approval/member': {
      apply: officerOnly(async (tx, b, now) =>
        (await setApprovalMember(
          tx,
          b.yachtId,
          b.userId,
          b.member,
          now.toISOString().slice(0, 10),
          b.watchkeeper,
        )) ||
        // A removal queued on two devices, or replayed, finds them gone: what it asked for holds.
        // Someone never on the vessel was never in its group: 404, as over REST.
        (!b.member && (await everOnVessel(tx, b.yachtId, b.userId)))
          ? applied
          : { status: 'rejected', message: MSG.status404 },
      ),
    },
    'hor/approval/department': {
      apply: officerOnly(async (tx, b) =>
        (await setApprovalDepartment(tx, b.yachtId, b.userId, b.departmentId, b.member))
          ? applied
          : { status: 'rejected', message: MSG.status404 },
      ),
    },
    'hor/clock/save': {
      apply: applyBased(saveClockChange),
      current: (tx, b, { actor }) => clockChangeCopy(tx, actor, b.yachtId, b.date),
    },
    'hor/clock/delete': {
      apply: applyBased(deleteClockChange),
      current: (tx, b, { actor }) => clockChangeCopy(tx, actor, b.yachtId, b.date),
    },
    'yacht/details/save': {
      apply: officerOnly(async (tx, b) => {
        await updateVesselDetails(tx, b.yachtId, b.details);
        return applied;
      }),
    },
  } satisfies OpHandlers,
  ['yacht/details/save'],
);
