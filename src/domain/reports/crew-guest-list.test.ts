import { describe, expect, it } from 'vitest';
import { FAL5_COLUMNS, FAL6_COLUMNS, falCrewRows, falDate, falGuestRows, falHeader } from './crew-guest-list';

const trip = {
  portOfDeparture: 'Antibes',
  departureDate: '2026-12-01',
  portOfArrival: 'Palma',
  arrivalDate: '2026-12-03',
};

describe('the FAL 5 and FAL 6 rows', () => {
  it('writes dates so no port reads them the wrong way round', () => {
    expect(falDate('2026-02-03')).toBe('03 Feb 2026');
    expect(falDate(null)).toBe('');
  });

  it('numbers crew from 1 and joins birth date and place, document type and number', () => {
    const rows = falCrewRows({
      crew: [
        {
          familyName: ' Taylor ',
          givenNames: 'Sam',
          rank: 'Bosun',
          nationality: 'British',
          dateOfBirth: '1990-03-04',
          placeOfBirth: null,
          identity: {
            type: 'Passport',
            number: '123',
            issuingState: 'United Kingdom',
            expiryDate: '2030-05-06',
          },
        },
        {
          familyName: 'Ng',
          givenNames: 'Lee',
          rank: null,
          nationality: null,
          dateOfBirth: null,
          placeOfBirth: 'Hue',
          identity: null,
        },
      ],
    });
    expect(rows).toEqual([
      [
        '1',
        'Taylor',
        'Sam',
        'Bosun',
        'British',
        '04 Mar 1990',
        'Passport 123',
        'United Kingdom',
        '06 May 2030',
      ],
      ['2', 'Ng', 'Lee', '', '', 'Hue', '', '', ''],
    ]);
    expect(rows[0]).toHaveLength(FAL5_COLUMNS.length);
  });

  it('sends guests ashore at the port of arrival unless their own port is known', () => {
    const guest = {
      familyName: 'Dubois',
      givenNames: 'Ann',
      nationality: 'French',
      dateOfBirth: '1980-12-25',
      placeOfBirth: 'Lyon',
      identity: { type: 'Passport', number: 'G1', issuingState: null, expiryDate: null },
      portOfEmbarkation: 'Antibes',
      portOfDisembarkation: null,
      transit: false,
    };
    const rows = falGuestRows({
      trip,
      guests: [guest, { ...guest, portOfDisembarkation: 'Ibiza', transit: true }],
    });
    expect(rows[0]).toEqual([
      '1',
      'Dubois',
      'Ann',
      'French',
      '25 Dec 1980',
      'Lyon',
      'Passport',
      'G1',
      '',
      '',
      'Antibes',
      'Palma',
      'No',
    ]);
    expect(rows[1]?.slice(-2)).toEqual(['Ibiza', 'Yes']);
    expect(rows[0]).toHaveLength(FAL6_COLUMNS.length);
  });

  it('heads both forms with the ship and the trip', () => {
    const head = falHeader({
      vessel: {
        name: 'Aurora',
        imoNumber: null,
        callSign: 'ZCXY2',
        flagState: 'Malta',
        portOfRegistry: null,
        grossTonnage: null,
      },
      trip,
    });
    expect(head).toContainEqual(['Name of ship', 'Aurora']);
    expect(head).toContainEqual(['IMO number', '']);
    expect(head).toContainEqual(['Date of arrival', '03 Dec 2026']);
  });
});
