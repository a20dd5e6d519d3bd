import { describe, expect, it } from 'vitest';
import { readSpecDates } from './spec-dates';

const read = (body: unknown) => {
  readSpecDates(body);
  return body;
};

describe('the spec’s wire dates in a REST body', () => {
  it('reads a date field’s date-time as its day, and the empty-date sentinel as no date', () => {
    expect(
      read({
        changeDate: '2026-11-14T00:00:00Z',
        endDate: '0001-01-01T00:00:00Z',
        startDate: '2026-09-01',
        Date: '2026-11-04T00:00:00',
        dob: '1990-05-06T00:00:00+02:00',
        fromDateBegin: '2026-11-12T23:00:00.000Z',
      }),
    ).toEqual({
      changeDate: '2026-11-14',
      endDate: null,
      startDate: '2026-09-01',
      Date: '2026-11-04',
      dob: '1990-05-06',
      fromDateBegin: '2026-11-13',
    });
  });

  it('reads lists of days and nested records, and keeps a sentinel in a list for the schema to refuse', () => {
    expect(
      read({
        dates: ['2026-11-09T00:00:00Z', '0001-01-01T00:00:00Z'],
        additionalLeaves: [{ changeDate: '2026-01-01T00:00:00Z' }],
      }),
    ).toEqual({
      dates: ['2026-11-09', '0001-01-01T00:00:00Z'],
      additionalLeaves: [{ changeDate: '2026-01-01' }],
    });
  });

  it('leaves times, text and what names no day as sent', () => {
    const body = {
      postedWhen: '2026-11-14T09:30:00Z',
      signedAt: '2026-11-14T09:30:00Z',
      comment: '2026-11-14T00:00:00Z',
      updates: ['2026-11-14T00:00:00Z'],
      changeDate: '2026-11-14T25:00:00Z',
      endDate: 'soon',
      date: 20261114,
    };
    expect(read(structuredClone(body))).toEqual(body);
  });

  it('reads only whole wire dates: the sentinel or a day with anything odd stays as sent, for the schema to refuse', () => {
    const body = {
      endDate: '0001-01-01Tjunk',
      enddate: '0001-01-01T00:00:00Zjunk',
      startDate: '2026-02-30T00:00:00Z',
      changeDate: '2026-13-01T00:00:00Z',
      dob: '2026-11-14T24:00:00Z',
      Date: '2026-11-14T00:00:00+25:00',
      fromDateBegin: '2026-11-14T00:00:00Z junk',
      toDateEnd: '2026-11-14T00:00:00ZT01:00:00Z',
      dates: ['0001-01-01Tjunk', '2026-11-14T00:00:00+02:60'],
    };
    expect(read(structuredClone(body))).toEqual(body);
  });

  it('still reads the sentinel written with an offset, and a day with a real offset', () => {
    expect(read({ endDate: '0001-01-01T00:00:00+00:00', changeDate: '2026-11-14T00:00:00-12:00' })).toEqual({
      endDate: null,
      changeDate: '2026-11-14',
    });
  });

  it('reads a time as a day only where it names one: a moment stays as sent, for the schema to refuse', () => {
    expect(
      read({
        expiryDate: '2027-01-01T12:00:00Z',
        issuedAt: '2027-01-01T12:00:00+02:00',
        changeDate: '2027-01-01T18:30:00Z',
        endDate: '2027-01-01T00:00:00.000-05:00',
        // Local midnights of zones that ran at odd offsets, as toISOString writes them.
        dob: '1965-05-01T00:44:30.000Z',
        dateOfBirth: '1935-06-09T16:40:00.000Z',
        date: '2026-11-15T13:47:12.3450000Z',
      }),
    ).toEqual({
      expiryDate: '2027-01-01',
      issuedAt: '2027-01-01',
      changeDate: '2027-01-02',
      endDate: '2027-01-01',
      dob: '1965-05-01',
      dateOfBirth: '1935-06-10',
      date: '2026-11-16',
    });
    const moments = {
      expiryDate: '2027-01-01T23:00:00-05:00',
      changeDate: '2027-01-01T09:30:00+02:00',
      endDate: '2027-01-01T00:00:01+01:00',
      dob: '2027-01-01T12:00:00.5-03:00',
      dates: ['2027-01-01T08:00:00'],
    };
    expect(read(structuredClone(moments))).toEqual(moments);
  });

  it('never assigns a prototype from a body’s __proto__ key', () => {
    const body = JSON.parse('{"__proto__": {"changeDate": "2026-11-14T00:00:00Z"}, "endDate": "0001-01-01"}');
    readSpecDates(body);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(body.endDate).toBeNull();
  });
});
