import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crew as crewRow } from '../../../../tests/kits/leave-test-rows';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { CrewDetails, CrewRecord } from '../../../contracts/crew';
import type { CrewDocument } from '../../../contracts/crew-documents';
import type { GuestRecord } from '../../../contracts/guests';
import { falCrewRows, falGuestRows, falHeader } from '../../../domain/reports/crew-guest-list';
import {
  type DeviceListAsk,
  deviceCrewGuestList,
  deviceCrewGuestPdf,
  listReachesServer,
  newestPassport,
} from './report-device-list';

const db = freshAppDbEachTest('report-device-list');

// The leave tests' crew row, with a name and an address of its own.
const crew = (id: number, firstName: string, lastName: string, more: Partial<CrewRecord> = {}): CrewRecord =>
  crewRow(id, lastName, {
    userId: id + 100,
    firstName,
    email: `${firstName.toLowerCase()}@example.com`,
    startDate: '2024-01-01',
    ...more,
  });

const details = (crewId: number, more: Partial<CrewDetails>): CrewDetails => ({
  crewId,
  userId: crewId + 100,
  vesselId: 1,
  phoneNumber: null,
  mobileNumber: null,
  gender: null,
  dob: null,
  placeOfBirth: null,
  nationality: [],
  maritalStatus: null,
  address: null,
  version: 1,
  ...more,
});

const passport = (id: string, crewId: number, more: Partial<CrewDocument>): CrewDocument => ({
  id,
  crewId,
  userId: crewId + 100,
  vesselId: 1,
  categoryId: 1,
  name: 'Passport',
  extension: 'pdf',
  fileId: null,
  description: null,
  isPrivate: false,
  isVerified: true,
  coc: false,
  expiryDate: '2030-01-01',
  issuedAt: '2020-01-01',
  nationality: 77,
  passportNo: 'OLD111',
  grade: null,
  limitation: null,
  customId: null,
  comment: null,
  uploadedAt: '2020-01-02T00:00:00Z',
  deleted: false,
  version: 1,
  ...more,
});

const guest = (
  id: string,
  firstName: string,
  lastName: string,
  more: Partial<GuestRecord> = {},
): GuestRecord => ({
  id,
  vesselId: 1,
  firstName,
  lastName,
  gender: 'f',
  dateOfBirth: '1985-06-07',
  placeOfBirth: 'Lyon',
  nationality: 'French',
  residenceAddress: null,
  maritalStatus: null,
  passportNo: 'G998877',
  passportIssuedAt: 'Paris',
  passportIssueDate: '2019-01-01',
  passportExpDate: '2029-01-01',
  portOfEmbarkation: 'Antibes',
  isOnBoard: true,
  deleted: false,
  version: 1,
  ...more,
});

const G1 = '01JGUEST00000000000000001';
const G2 = '01JGUEST00000000000000002';
const G_DELETED = '01JGUEST00000000000000003';
const G_OTHER = '01JGUEST00000000000000004';

async function seed() {
  await db().crew.bulkPut([
    crew(1, 'Maria', 'Lopez', { crewOrder: 2, positionId: 11 }),
    crew(2, 'John', 'Reed', { crewOrder: 1, positionId: 10 }),
    crew(3, 'Unpicked', 'Person', { crewOrder: 3 }),
    crew(4, 'Other', 'Vessel', { vesselId: 2 }),
  ]);
  await db().crewDetails.bulkPut([
    details(1, { dob: '1990-03-04', placeOfBirth: 'Valletta', nationality: [153, 184] }),
    details(2, { dob: '1975-11-30', placeOfBirth: 'Southampton', nationality: [77] }),
  ]);
  await db().crewDocuments.bulkPut([
    passport('d1', 1, { passportNo: 'OLD111', issuedAt: '2015-01-01', nationality: 153 }),
    passport('d2', 1, {
      passportNo: 'NEW222',
      issuedAt: '2022-05-05',
      expiryDate: '2032-05-05',
      nationality: 153,
    }),
    // A newer one that was deleted does not count.
    passport('d3', 1, { passportNo: 'GONE333', issuedAt: '2024-01-01', deleted: true }),
    // Not a passport (a visa).
    passport('d4', 2, { categoryId: 5, passportNo: 'VISA444', issuedAt: '2024-01-01' }),
  ]);
  await db().positions.bulkPut([
    { id: 10, vesselId: 1, name: 'Captain', order: 1, deleted: false, version: 1, departmentId: null },
    {
      id: 11,
      vesselId: 1,
      name: 'Chief Stewardess',
      order: 2,
      deleted: false,
      version: 1,
      departmentId: null,
    },
  ]);
  await db().guests.bulkPut([
    guest(G1, 'Ann', 'Zola'),
    guest(G2, 'Bea', 'Adams', { passportNo: null, passportExpDate: null, nationality: null }),
    guest(G_DELETED, 'Deleted', 'Guest', { deleted: true }),
    guest(G_OTHER, 'Elsewhere', 'Guest', { vesselId: 2 }),
  ]);
}

const ask = (more: Partial<DeviceListAsk> = {}): DeviceListAsk => ({
  vessel: { id: 1, name: 'Aurora' },
  details: {
    imoNumber: 9123456,
    callSign: '9HA1234',
    flagState: 'Malta',
    portOfRegistry: 'Valletta',
    grossTonnage: 499,
  },
  crewIds: [1, 2, 4],
  guestIds: [G1, G2, G_DELETED, G_OTHER],
  trip: {
    portOfDeparture: 'Antibes',
    departureDate: '2026-07-01',
    portOfArrival: 'Portofino',
    arrivalDate: '2026-07-03',
  },
  today: '2026-06-30',
  ...more,
});

describe('the crew and guest list built on the device', () => {
  it('lists the chosen crew of this vessel in crew order, with rank, nationalities, birth and newest passport', async () => {
    await seed();
    const list = await deviceCrewGuestList(db(), ask());
    expect(list.source).toBe('device');
    expect(falCrewRows(list)).toEqual([
      ['1', 'Reed', 'John', 'Captain', 'United Kingdom', '30 Nov 1975, Southampton', '', '', ''],
      [
        '2',
        'Lopez',
        'Maria',
        'Chief Stewardess',
        'Malta, Portugal',
        '04 Mar 1990, Valletta',
        'Passport NEW222',
        'Malta',
        '05 May 2032',
      ],
    ]);
  });

  it("lists the chosen guests by family name, never a deleted guest or another vessel's", async () => {
    await seed();
    const list = await deviceCrewGuestList(db(), ask());
    const rows = falGuestRows(list);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['Adams', 'Bea'],
      ['Zola', 'Ann'],
    ]);
    // Disembarkation is the trip's port of arrival; the passport as entered on the guest.
    expect(rows[1]).toEqual([
      '2',
      'Zola',
      'Ann',
      'French',
      '07 Jun 1985',
      'Lyon',
      'Passport',
      'G998877',
      'Paris',
      '01 Jan 2029',
      'Antibes',
      'Portofino',
      'No',
    ]);
    expect(rows[0]?.[6]).toBe('');
  });

  it('heads the list with the vessel details the device knows and the trip', async () => {
    await seed();
    const list = await deviceCrewGuestList(db(), ask());
    expect(Object.fromEntries(falHeader(list))).toMatchObject({
      'Name of ship': 'Aurora',
      'IMO number': '9123456',
      'Call sign': '9HA1234',
      'Flag State of ship': 'Malta',
      'Port of departure': 'Antibes',
      'Date of arrival': '03 Jul 2026',
    });
    const bare = await deviceCrewGuestList(db(), ask({ details: null }));
    expect(bare.vessel).toMatchObject({ name: 'Aurora', imoNumber: null, callSign: null });
    expect(bare.shipsStamp).toBeNull();
  });

  it('the newest passport wins by issue date; deleted ones and other documents do not count', () => {
    const docs = [
      passport('a', 1, { passportNo: 'A', issuedAt: '2010-01-01' }),
      passport('b', 1, { passportNo: 'B', issuedAt: '2020-01-01' }),
      passport('c', 1, { passportNo: 'C', issuedAt: '2023-01-01', deleted: true }),
      passport('d', 1, { passportNo: 'D', issuedAt: '2024-01-01', categoryId: 5 }),
    ];
    expect(newestPassport(docs)?.passportNo).toBe('B');
    expect(newestPassport([])).toBeNull();
  });

  it('renders a PDF whose text holds the chosen people and ports, and not someone left out', async () => {
    await seed();
    const blob = await deviceCrewGuestPdf(await deviceCrewGuestList(db(), ask()));
    expect(blob.type).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'device-list-'));
    const file = join(dir, 'list.pdf');
    writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const seen of ['Reed', 'Lopez', 'NEW222', 'Zola', 'Adams', 'Antibes', 'Portofino', 'Aurora'])
      expect(text).toContain(seen);
    for (const unseen of ['Unpicked', 'Elsewhere', 'Deleted', 'GONE333']) expect(text).not.toContain(unseen);
  });
});

describe('changes made on the way reach the server before the server draws the list', () => {
  it('nothing unsent: no wait and no sync asked', async () => {
    await seed();
    let flushes = 0;
    expect(await listReachesServer(db(), 1, [G1], () => flushes++)).toBe(true);
    expect(flushes).toBe(0);
  });

  it('waits for the sync to take a new guest; gives up (false) if it never does', async () => {
    await seed();
    await db().guests.update(G1, { pending: 1 });
    const sync = () => void setTimeout(() => void db().guests.update(G1, { pending: 0 }), 100);
    expect(await listReachesServer(db(), 1, [G1, G2], sync, 5_000)).toBe(true);
    await db().guests.update(G2, { pending: 1 });
    expect(await listReachesServer(db(), 1, [G1, G2], () => undefined, 700)).toBe(false);
  });

  it("waits for the vessel details saved in the flow's first steps, of this vessel only", async () => {
    await seed();
    const entry = {
      id: '01JOUTBOX0000000000000001',
      op: 'yacht/details/save' as const,
      body: { yachtId: 1, details: {} },
      baseVersion: 0,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      coalesceKey: 'yacht/details/1',
      userId: 9,
    };
    await db().outbox.put(entry);
    expect(await listReachesServer(db(), 2, [], () => undefined, 300)).toBe(true);
    expect(await listReachesServer(db(), 1, [], () => undefined, 300)).toBe(false);
  });
});
