import { describe, expect, it } from 'vitest';
import { LEAVE_TEXT, type LeaveRequestRecord } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import {
  andList,
  checkRequestForm,
  emptyRequestForm,
  fieldsToCheck,
  liveErrors,
  pendingBesides,
  type RequestForm,
  requestFormOf,
  sameRequest,
} from './request-form';

const ids = { yachtId: 1, requestId: '01JTESTREQUEST000000000001' };
const form = (over: Partial<RequestForm> = {}): RequestForm => ({
  ...emptyRequestForm('01JTESTPROFILE000000000001', 1),
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  ...over,
});
const record = (over: Partial<LeaveRequestRecord> = {}): LeaveRequestRecord => ({
  id: '01JTESTREQUEST000000000009',
  vesselId: 1,
  userId: 7,
  profileId: '01JTESTPROFILE000000000001',
  status: 'Approved',
  startDate: '2026-05-07',
  endDate: '2026-05-10',
  // A stored request carries one day per date of its range.
  days: ['2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10'].map((date) => ({ date, leaveTypeId: 1 })),
  travelDays: 0,
  flights: [],
  comments: null,
  decisionComment: null,
  attachments: [],
  createdBy: 7,
  decidedBy: null,
  deleted: false,
  version: 3,
  ...over,
});

describe('the leave request form', () => {
  it('makes the request from the range, its types and the rest', () => {
    const checked = checkRequestForm(
      form({
        ranges: [{ from: '2026-05-06', to: '2026-05-06', leaveTypeId: 2 }],
        travelDays: '2',
        flights: [{ kind: 'outbound', destination: ' Palma ', date: '2026-05-04' }],
        comments: '  Family visit ',
      }),
      ids,
      'REQUEST',
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.days.map((d) => d.leaveTypeId)).toEqual([1, 1, 2, 1, 1]);
    expect(checked.body).toMatchObject({ action: 'REQUEST', travelDays: 2, comments: 'Family visit' });
  });

  it('asks for the dates and a type', () => {
    const checked = checkRequestForm(form({ startDate: '', endDate: '', mainTypeId: null }), ids, 'SAVE');
    expect(checked.ok || checked.errors).toMatchObject({
      startDate: MSG.required,
      endDate: MSG.required,
      mainTypeId: MSG.required,
    });
  });

  it('refuses an end before the start, and travel days that are not a whole number', () => {
    const checked = checkRequestForm(form({ endDate: '2026-05-01', travelDays: '1.5' }), ids, 'SAVE');
    expect(checked.ok || checked.errors).toMatchObject({
      endDate: MSG.endBeforeStart,
      travelDays: expect.any(String),
    });
    const text = checkRequestForm(form({ travelDays: 'two' }), ids, 'SAVE');
    expect(text.ok || Object.keys(text.errors)).toEqual(['travelDays']);
  });

  it('refuses a sub-range outside the request or backwards, and a flight without a destination', () => {
    const checked = checkRequestForm(
      form({
        ranges: [
          { from: '2026-05-01', to: '2026-05-05', leaveTypeId: 2 },
          { from: '2026-05-07', to: '2026-05-06', leaveTypeId: 2 },
        ],
        flights: [{ kind: 'return', destination: '', date: '2026-05-08' }],
      }),
      ids,
      'SAVE',
    );
    expect(checked.ok || checked.errors).toMatchObject({
      'ranges.0': 'Must be within the dates of the request.',
      'ranges.1': MSG.endBeforeStart,
      'flights.0.destination': MSG.required,
    });
  });

  it('refuses dates that meet leave already approved for the same profile, not its own or others’', () => {
    const approved = record();
    const meets = checkRequestForm(form(), ids, 'REQUEST', [approved]);
    expect(meets.ok || meets.errors.endDate).toBe(LEAVE_TEXT.overlap);
    expect(checkRequestForm(form(), ids, 'REQUEST', [record({ status: 'Pending' })]).ok).toBe(true);
    expect(
      checkRequestForm(form(), ids, 'REQUEST', [record({ profileId: '01JTESTPROFILE000000000002' })]).ok,
    ).toBe(true);
    expect(checkRequestForm(form(), { ...ids, requestId: approved.id }, 'SAVE', [approved]).ok).toBe(true);
  });

  it('reopens a stored request as the form it was made from', () => {
    const stored = record({
      startDate: '2026-05-04',
      endDate: '2026-05-06',
      days: [
        { date: '2026-05-04', leaveTypeId: 1 },
        { date: '2026-05-05', leaveTypeId: 3 },
        { date: '2026-05-06', leaveTypeId: 1 },
      ],
      travelDays: 1,
      comments: 'Note',
    });
    expect(requestFormOf(stored)).toMatchObject({
      startDate: '2026-05-04',
      endDate: '2026-05-06',
      mainTypeId: 1,
      ranges: [{ from: '2026-05-05', to: '2026-05-05', leaveTypeId: 3 }],
      travelDays: '1',
      comments: 'Note',
    });
  });
});

describe('requests pending approval, beside the one on the form', () => {
  const day = (date: string) => ({ date, leaveTypeId: 1 });
  it('counts their days and names those the dates meet; never the form’s own, a deleted one or a decided one', () => {
    const pending = record({ status: 'Pending', days: [day('2026-05-07'), day('2026-05-08')] });
    const later = record({
      id: '01JTESTREQUEST000000000010',
      status: 'Pending',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      days: [day('2026-06-01'), day('2026-06-02'), day('2026-06-03')],
    });
    const others = [
      record({ id: ids.requestId, status: 'Pending', days: [day('2026-05-05')] }),
      record({
        id: '01JTESTREQUEST000000000011',
        status: 'Pending',
        deleted: true,
        days: [day('2026-05-05')],
      }),
      record({ id: '01JTESTREQUEST000000000012', days: [day('2026-05-09')] }),
      record({
        id: '01JTESTREQUEST000000000013',
        status: 'Pending',
        profileId: 'other',
        days: [day('2026-05-05')],
      }),
    ];
    const waiting = pendingBesides(form(), ids.requestId, [pending, later, ...others]);
    expect(waiting.days).toBe(5);
    expect(waiting.met.map((r) => r.id)).toEqual([pending.id]);
    expect(pendingBesides(form({ startDate: '', endDate: '' }), ids.requestId, [pending]).met).toEqual([]);
  });
});

describe('what the form says before it is saved', () => {
  const day = (date: string, leaveTypeId = 1) => ({ date, leaveTypeId });
  it('says at once that To is before From, once both dates are there', () => {
    expect(liveErrors(form({ startDate: '2027-01-20', endDate: '2027-01-10' }))).toEqual({
      endDate: MSG.endBeforeStart,
    });
    expect(liveErrors(form({ startDate: '2027-01-20', endDate: '' }))).toEqual({});
    expect(liveErrors(form({ startDate: '2027-01-20', endDate: '2027-01-20' }))).toEqual({});
    expect(liveErrors(form())).toEqual({});
  });

  // Field test s58, item 4: the overlap was said only after REQUEST; the device holds the
  // profile's requests, so the To field says it as soon as both dates are set.
  it('says at once that the dates meet leave already approved for the profile, not its own', () => {
    const approved = record();
    expect(liveErrors(form(), ids.requestId, [approved])).toEqual({ endDate: LEAVE_TEXT.overlap });
    expect(liveErrors(form({ endDate: '' }), ids.requestId, [approved])).toEqual({});
    expect(liveErrors(form(), ids.requestId, [record({ status: 'Pending' })])).toEqual({});
    expect(liveErrors(form(), approved.id, [approved])).toEqual({});
  });

  it('says so of a sub-range too, but not of one still being filled in', () => {
    const ranges = [
      { from: '2026-05-06', to: '2026-05-05', leaveTypeId: 2 },
      { from: '2026-05-06', to: '', leaveTypeId: 2 },
    ];
    expect(liveErrors(form({ ranges }))).toEqual({ 'ranges.0': MSG.endBeforeStart });
  });

  it('tells an edit from the request as stored, by what would be saved', () => {
    const stored = record({
      status: 'Draft',
      startDate: '2026-05-04',
      endDate: '2026-05-06',
      days: [day('2026-05-04'), day('2026-05-05', 2), day('2026-05-06')],
      comments: 'Family visit',
      travelDays: 1,
    });
    const opened = requestFormOf(stored);
    expect(sameRequest(opened, opened)).toBe(true);
    // Spaces around a comment and a blank travel-days box save the same request.
    expect(sameRequest(opened, { ...opened, comments: ' Family visit  ' })).toBe(true);
    expect(sameRequest({ ...opened, travelDays: '0' }, { ...opened, travelDays: ' ' })).toBe(true);
    // The same days made another way are the same request.
    const another = {
      ...opened,
      ranges: [
        { from: '2026-05-05', to: '2026-05-05', leaveTypeId: 2 },
        { from: '2026-05-05', to: '2026-05-05', leaveTypeId: 2 },
      ],
    };
    expect(sameRequest(opened, another)).toBe(true);
    for (const edit of [
      { endDate: '2026-05-07' },
      { comments: 'Wedding' },
      { travelDays: '2' },
      { ranges: [] },
      { flights: [{ kind: 'outbound' as const, destination: '', date: '' }] },
    ])
      expect(sameRequest(opened, { ...opened, ...edit })).toBe(false);
    const blank = emptyRequestForm('P', 1);
    expect(sameRequest(blank, emptyRequestForm('P', 1))).toBe(true);
    expect(sameRequest(blank, { ...blank, startDate: '2026-05-04' })).toBe(false);
  });

  it('names the fields to check, in the form’s order', () => {
    expect(fieldsToCheck({ endDate: MSG.required, startDate: MSG.required })).toBe('From and To');
    expect(fieldsToCheck({ 'flights.0.destination': 'x', mainTypeId: 'y', 'ranges.1': 'z' })).toBe(
      'Leave type, the other leave types and Flights',
    );
    expect(andList(['Ann'])).toBe('Ann');
  });
});
