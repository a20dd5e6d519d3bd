import { expect } from 'vitest';
import type { SpecCall } from './spec-call-kit';
import { ask, DAY, dayOf, first, MONTH, NO_REST, PASSWORD, signState, WATCH } from './spec-hor-kit';

const ISSUE = ['ruleId', 'start', 'end'];
const COMMENT = ['id', 'text', 'dates', 'postedBy', 'postedWhen'];
const PRESET = [
  'presetID',
  'presetName',
  'isDefault',
  'workHours',
  'restHours',
  'binary',
  'title',
  'userId',
  'yachtId',
];
const STATE = ['userID', 'signedBy', 'signedByName', 'counterSignedBy', 'counterSignedByName'];

/** Hours of rest, doc 3 section 7: days, compliance, comments and presets. */
export const HOR_DAY_CALLS: readonly SpecCall[] = [
  {
    call: 'POST /hor/day/{user}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/day/${x.userId.crew}`,
      body: { yachtId: x.aurora, dates: [DAY], binary: WATCH },
    }),
    readBack: async (x) => expect((await dayOf(x, 'crew', DAY)).binary).toBe(WATCH),
  },
  {
    call: 'POST /hor/day/get/{yacht-user}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/day/get/${x.aurora}-${x.userId.crew}`,
      body: { yachtId: x.aurora, date: DAY },
    }),
    fields: ['binary', 'restContinueBefore', 'restContinueAfter'],
  },
  {
    call: 'POST /hor/compliance/noncompliances/{user}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/compliance/noncompliances/${x.userId.crew}`,
      body: { yachtId: x.aurora, dates: [DAY], binary: NO_REST },
    }),
    fields: ISSUE,
    item: (a) => (a as { issues: unknown }).issues,
  },
  {
    call: 'POST /hor/day/copy',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: '/hor/day/copy',
      body: {
        yachtId: x.aurora,
        fromUser: x.userId.crew,
        fromDateBegin: DAY,
        fromDateEnd: DAY,
        toUser: x.userId.crew,
        toDateBegin: '2026-11-13',
        toDateEnd: '2026-11-13',
      },
    }),
    readBack: async (x) => expect((await dayOf(x, 'crew', '2026-11-13')).binary).toBe(WATCH),
  },
  {
    call: 'POST /hor/day/rest/{user}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/day/rest/${x.userId.crew}`,
      body: { yachtId: x.aurora, dates: ['2026-11-12'] },
    }),
    readBack: async (x) => expect((await dayOf(x, 'crew', '2026-11-12')).binary).toBe('0'.repeat(48)),
  },
  {
    call: 'DELETE /hor/day/rest/{user}',
    as: 'crew',
    request: (x) => ({
      method: 'DELETE',
      path: `/hor/day/rest/${x.userId.crew}`,
      body: { yachtId: x.aurora, dates: ['2026-11-12'] },
    }),
    readBack: (_x, answer) => expect(answer).toEqual({ cleared: 1 }),
  },
  {
    call: 'GET /hor/compliance/weekly/{yacht}/{user}/{month}',
    as: 'crew',
    request: (x) => ({ path: `/hor/compliance/weekly/${x.aurora}/${x.userId.crew}/${MONTH}` }),
    // The user's weekly compliance: each week as the calendar reads it.
    fields: ['from', 'to', 'status', 'issueDays', 'issues'],
  },
  {
    call: 'GET /hor/compliance/daily/{yacht}/{user}/{date}',
    as: 'crew',
    request: (x) => ({ path: `/hor/compliance/daily/${x.aurora}/${x.userId.crew}/${DAY}` }),
    // Per day: rules and a comment (doc 3, section 3).
    fields: ['date', 'issues', 'rules', 'comment'],
  },
  {
    call: 'GET /hor/compliance/daily/{yacht}/{date}',
    as: 'captain',
    request: (x) => ({ path: `/hor/compliance/daily/${x.aurora}/${DAY}` }),
    fields: ['userId', 'issues', 'rules', 'comment'],
  },
  {
    call: 'POST /hor/compliance/weekly/{yacht}',
    as: 'captain',
    request: (x) => ({ method: 'POST', path: `/hor/compliance/weekly/${x.aurora}`, body: { Date: DAY } }),
  },

  // Comments
  {
    call: 'POST /hor/comment/new/{yacht}/{user}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/comment/new/${x.aurora}/${x.userId.crew}`,
      body: {
        dates: [DAY],
        postedBy: x.userId.crew,
        postedWhen: x.s.clock().toISOString(),
        text: 'Fire drill',
      },
    }),
    fields: COMMENT,
    readBack: (x, answer) => {
      x.kept.commentId = (first(answer) as { id: string }).id;
    },
  },
  {
    call: 'GET /hor/comment/{yacht}/{user}/{date}',
    as: 'crew',
    request: (x) => ({ path: `/hor/comment/${x.aurora}/${x.userId.crew}/${DAY}` }),
    fields: COMMENT,
  },
  {
    call: 'POST /hor/comment/{yacht}/{id}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/comment/${x.aurora}/${x.kept.commentId}`,
      body: { text: 'Abandon ship drill' },
    }),
    readBack: async (x) => {
      const comments = (await ask(x, 'crew', `/hor/comment/${x.aurora}/${x.userId.crew}/${DAY}`)) as {
        text: string;
      }[];
      expect(comments.map((c) => c.text)).toEqual(['Abandon ship drill']);
    },
  },

  // Presets
  {
    call: 'POST /hor/preset/new',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: '/hor/preset/new',
      body: { binary: WATCH, name: 'Watch 0-4', isDefault: true, yachtId: x.aurora },
    }),
    readBack: (x, answer) => {
      x.kept.presetId = (answer as { presetID: string }).presetID;
    },
  },
  {
    call: 'GET /hor/preset/all/{yacht}/{user}',
    as: 'crew',
    request: (x) => ({ path: `/hor/preset/all/${x.aurora}/${x.userId.crew}` }),
    fields: PRESET,
    readBack: (_x, answer) =>
      expect(first(answer)).toMatchObject({ title: 'Watch 0-4 - Default', workHours: 8 }),
  },
  {
    call: 'GET /hor/preset/{id}',
    as: 'crew',
    request: (x) => ({ path: `/hor/preset/${x.kept.presetId}` }),
    fields: PRESET,
  },
  {
    call: 'GET /hor/preset/getHours/{id}',
    as: 'crew',
    request: (x) => ({ path: `/hor/preset/getHours/${x.kept.presetId}` }),
    fields: ['workHours', 'restHours', 'binary'],
  },
  {
    call: 'POST /hor/preset/{id}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/preset/${x.kept.presetId}`,
      body: { binary: NO_REST, name: 'Long day', isDefault: false },
    }),
    readBack: async (x) =>
      expect(await ask(x, 'crew', `/hor/preset/${x.kept.presetId}`)).toMatchObject({
        presetName: 'Long day',
        binary: NO_REST,
        isDefault: false,
      }),
  },
  {
    call: 'DELETE /hor/preset/{id}',
    as: 'crew',
    request: (x) => ({ method: 'DELETE', path: `/hor/preset/${x.kept.presetId}` }),
    readBack: async (x) => {
      const res = await x.s.request(`/hor/preset/${x.kept.presetId}`, { token: x.token.crew });
      expect(res.status).toBe(404);
    },
  },
];

/** Hours of rest, doc 3 section 7: the sign-off, countersign and the digital signature. */
export const HOR_SIGNING_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /hor/signoff/check/{yacht}/{month}',
    as: 'crew',
    request: (x) => ({ path: `/hor/signoff/check/${x.aurora}/${MONTH}` }),
    fields: ['digitalSignature', 'digitalSignatureOptOut', 'nonCompliance', 'monthHasBlanks', 'signedOf'],
  },
  {
    call: 'POST /hor/signoff/{yacht}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/signoff/${x.aurora}`,
      body: { month: MONTH, watchkeeper: true, password: PASSWORD },
    }),
    fields: ['token', 'availableUsersToNotify'],
    readBack: async (x) => expect((await signState(x)).signedBy).toBe(x.userId.crew),
  },
  {
    call: 'POST /hor/signoff/signState',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: '/hor/signoff/signState',
      body: { date: DAY, userID: x.userId.crew, yachtID: x.aurora },
    }),
    fields: STATE,
  },
  {
    call: 'POST /hor/signoff/notify/{id}',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: `/hor/signoff/notify/${x.aurora}`,
      body: { password: PASSWORD, month: MONTH, notify: [x.userId.captain] },
    }),
    readBack: (_x, answer) => expect(answer).toEqual({ notified: 1 }),
  },
  {
    call: 'POST /hor/countersign/check/',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/hor/countersign/check/',
      body: { userId: x.userId.crew, yachtId: x.aurora, month: MONTH },
    }),
    readBack: (_x, answer) => expect(answer).toMatchObject({ allowed: true, signed: true }),
  },
  {
    call: 'POST /hor/countersign',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/hor/countersign',
      body: { month: MONTH, userId: x.userId.crew, yachtId: x.aurora, password: PASSWORD },
    }),
    readBack: async (x) => expect((await signState(x)).counterSignedBy).toBe(x.userId.captain),
  },
  {
    call: 'DELETE /hor/countersign/{yacht}/{user}/{year-month}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/hor/countersign/${x.aurora}/${x.userId.crew}/${MONTH}` }),
    readBack: async (x) =>
      expect(await signState(x)).toMatchObject({ signedBy: null, counterSignedBy: null }),
  },
  {
    call: 'POST /hor/digital-signature',
    as: 'crew',
    request: () => ({ method: 'POST', path: '/hor/digital-signature', body: { binary: PNG_DATA_URL } }),
    readBack: async (x) =>
      expect(await ask(x, 'crew', '/hor/digital-signature')).toMatchObject({ hasSignature: true }),
  },
  {
    call: 'GET /hor/digital-signature',
    as: 'crew',
    request: () => ({ path: '/hor/digital-signature' }),
    fields: ['binary'],
  },
];

/** The smallest PNG there is (1×1, transparent), as a data URL. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
