import {
  type CrewBankInput,
  type CrewDetails,
  type CrewNokInput,
  type CrewPositionInput,
  type CrewPrivate,
  type CrewProfileInput,
  type CrewRecord,
  crewBankSchema,
  crewNokSchema,
  crewPositionSchema,
  crewProfileSchema,
  type LeaveIncrementSaveInput,
  leaveIncrementSaveSchema,
  type SalarySaveInput,
  salarySaveSchema,
} from '../../../contracts/crew';
import type { AppDb } from '../../../db/app-db';
import { opId } from '../../../sync/op-id';
import { enqueue } from '../../../sync/outbox';

/**
 * Writes of crew records on the device: each checks its input with the shared schema, then in
 * one transaction changes the local copy (marked pending) and queues the same change for the
 * server. Offline, it waits in the outbox; the screens show it at once.
 */

type Who = { db: AppDb; userId: number; now: number };
const nullIfBlank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const key = (kind: string, id: number | string) => `${kind}:${id}`;

export async function setOnBoard({ db, userId, now }: Who, crew: CrewRecord, isOnBoard: boolean) {
  await db.transaction('rw', db.crew, db.outbox, async () => {
    await db.crew.update(crew.id, { isOnBoard, pending: 1 });
    await enqueue(
      db,
      {
        op: 'crew/onboard',
        body: { yachtId: crew.vesselId, crewId: crew.id, isOnBoard },
        baseVersion: crew.version,
        coalesceKey: key('onboard', crew.id),
        userId,
      },
      now,
    );
  });
}

/** The order editor's changes: every order that moved, in one queued change. */
export async function saveCrewOrder(
  { db, userId, now }: Who,
  vesselId: number,
  changes: Map<number, number>,
) {
  const orders = [...changes].map(([crewId, order]) => ({ crewId, order }));
  if (!orders.length) return;
  await db.transaction('rw', db.crew, db.outbox, async () => {
    for (const o of orders) await db.crew.update(o.crewId, { crewOrder: o.order, pending: 1 });
    await enqueue(
      db,
      { op: 'crew/order', body: { yachtId: vesselId, orders }, baseVersion: 0, coalesceKey: null, userId },
      now,
    );
  });
}

export async function saveProfile(
  { db, userId, now }: Who,
  crew: CrewRecord,
  details: CrewDetails | undefined,
  input: CrewProfileInput,
) {
  const body = crewProfileSchema.parse({ ...input, crewId: crew.id });
  const local: CrewDetails = {
    crewId: crew.id,
    userId: crew.userId,
    vesselId: crew.vesselId,
    phoneNumber: nullIfBlank(body.phoneNumber),
    mobileNumber: nullIfBlank(body.mobileNumber),
    gender: body.gender || null,
    dob: body.dob || null,
    placeOfBirth: nullIfBlank(body.placeOfBirth),
    nationality: Array.isArray(body.nationality) ? body.nationality : [],
    maritalStatus: body.maritalStatus || null,
    address: nullIfBlank(body.address),
    version: details?.version ?? 0,
  };
  await db.transaction('rw', db.crew, db.crewDetails, db.outbox, async () => {
    await db.crewDetails.put({ ...local, pending: 1 });
    await db.crew.update(crew.id, { firstName: body.firstName, lastName: body.lastName });
    await enqueue(
      db,
      {
        op: 'crew/profile/save',
        body,
        baseVersion: details?.version ?? 0,
        coalesceKey: key('profile', crew.id),
        userId,
      },
      now,
    );
  });
}

export async function saveNextOfKin(
  { db, userId, now }: Who,
  crew: CrewRecord,
  current: CrewPrivate | undefined,
  input: CrewNokInput,
) {
  const body = crewNokSchema.parse({ ...input, crewId: crew.id });
  await writePrivate({ db, userId, now }, crew, current, { ...body, op: 'crew/nok/save' });
}

export async function saveBankDetails(
  { db, userId, now }: Who,
  crew: CrewRecord,
  current: CrewPrivate | undefined,
  input: CrewBankInput,
) {
  const body = crewBankSchema.parse({ ...input, crewId: crew.id });
  await writePrivate({ db, userId, now }, crew, current, { ...body, op: 'crew/bank/save' });
}

async function writePrivate(
  { db, userId, now }: Who,
  crew: CrewRecord,
  current: CrewPrivate | undefined,
  change: (CrewNokInput | CrewBankInput) & { op: 'crew/nok/save' | 'crew/bank/save'; crewId: number },
) {
  const { op, ...body } = change;
  const fields = Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k !== 'crewId')
      .map(([k, v]) => [k, nullIfBlank(v as string | null | undefined)]),
  );
  const empty: CrewPrivate = {
    crewId: crew.id,
    userId: crew.userId,
    vesselId: crew.vesselId,
    bankAccountOwner: null,
    bankName: null,
    bankAddress: null,
    bankAccountNo: null,
    bankIban: null,
    bankSwift: null,
    bankAdditionalInfo: null,
    nokName: null,
    nokRelationship: null,
    nokPhone: null,
    nokMobile: null,
    nokEmail: null,
    nokAddress: null,
    version: 0,
  };
  await db.transaction('rw', db.crewPrivate, db.outbox, async () => {
    await db.crewPrivate.put({ ...(current ?? empty), ...fields, pending: 1 });
    await enqueue(
      db,
      { op, body: body as never, baseVersion: current?.version ?? 0, coalesceKey: key(op, crew.id), userId },
      now,
    );
  });
}

export async function savePosition({ db, userId, now }: Who, crew: CrewRecord, input: CrewPositionInput) {
  const body = crewPositionSchema.parse({ ...input, crewId: crew.id });
  await db.transaction('rw', db.crew, db.outbox, async () => {
    await db.crew.update(crew.id, {
      departmentId: body.departmentId ?? null,
      positionId: body.positionId ?? null,
      ...(body.startDate ? { startDate: body.startDate } : {}),
      customId: nullIfBlank(body.customId),
      portOfEmbarkation: nullIfBlank(body.portOfEmbarkation),
      repatriation: nullIfBlank(body.repatriation),
      pending: 1,
    });
    await enqueue(
      db,
      {
        op: 'crew/position/save',
        body,
        baseVersion: crew.version,
        coalesceKey: key('position', crew.id),
        userId,
      },
      now,
    );
  });
}

/** A new salary entry (or an edit of one not yet on the server, under the same id). */
export async function saveSalary(
  { db, userId, now }: Who,
  crew: CrewRecord,
  input: Omit<SalarySaveInput, 'crewId' | 'salaryId'> & { salaryId?: string },
) {
  const body = salarySaveSchema.parse({ ...input, salaryId: input.salaryId ?? opId(now), crewId: crew.id });
  await db.transaction('rw', db.salaries, db.outbox, async () => {
    await db.salaries.put({
      id: body.salaryId,
      crewId: crew.id,
      userId: crew.userId,
      vesselId: crew.vesselId,
      amount: body.amount,
      currencyId: body.currencyId,
      changeDate: body.changeDate,
      isBonus: body.isBonus,
      comment: nullIfBlank(body.comment),
      version: 0,
      pending: 1,
    });
    await enqueue(
      db,
      { op: 'crew/salary/save', body, baseVersion: 0, coalesceKey: key('salary', body.salaryId), userId },
      now,
    );
  });
}

export async function saveLeaveIncrement(
  { db, userId, now }: Who,
  crew: CrewRecord,
  input: Omit<LeaveIncrementSaveInput, 'crewId' | 'incrementId'>,
) {
  const body = leaveIncrementSaveSchema.parse({ ...input, incrementId: opId(now), crewId: crew.id });
  await db.transaction('rw', db.crew, db.leaveIncrements, db.outbox, async () => {
    await db.leaveIncrements.put({
      id: body.incrementId,
      crewId: crew.id,
      userId: crew.userId,
      vesselId: crew.vesselId,
      amount: body.amount,
      changeDate: body.changeDate,
      comment: nullIfBlank(body.comment),
      version: 0,
      pending: 1,
    });
    // The figure in force today, as the server keeps it: a change dated later takes over on its
    // day (the server's daily run); with none in force yet, the record keeps the figure it has.
    const today = new Date(now).toISOString().slice(0, 10);
    const newest = (await db.leaveIncrements.where('crewId').equals(crew.id).toArray())
      .filter((i) => i.changeDate <= today)
      .sort((a, b) =>
        a.changeDate === b.changeDate ? (a.id < b.id ? 1 : -1) : a.changeDate < b.changeDate ? 1 : -1,
      )[0];
    await db.crew.update(crew.id, { leaveDays: newest?.amount ?? crew.leaveDays, pending: 1 });
    await enqueue(db, { op: 'crew/leave/save', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}
