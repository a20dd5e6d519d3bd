import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CrewGuestList, FalCrewMember, FalPassenger } from '../domain/reports/crew-guest-list';
import { crewGuestListPdf } from './crew-guest-list-pdf';
import { winAnsiText } from './pdf-text';

// A 1x1 red PNG, as a ships stamp.
const STAMP =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

// A 2x1 JPEG (a canvas's toDataURL('image/jpeg')).
const JPEG_2X1 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=';

const crewMember = (i: number): FalCrewMember => ({
  familyName: `Family${i}`,
  givenNames: `Given${i}`,
  rank: i === 0 ? 'Captain' : 'Deckhand',
  nationality: 'British',
  dateOfBirth: '1990-03-04',
  placeOfBirth: 'Southampton',
  identity: {
    type: 'Passport',
    number: `P${1000 + i}`,
    issuingState: 'United Kingdom',
    expiryDate: '2031-01-02',
  },
});
const guest = (i: number): FalPassenger => ({
  familyName: `Guestname${i}`,
  givenNames: 'Ann',
  nationality: 'French',
  dateOfBirth: '1980-12-25',
  placeOfBirth: 'Lyon',
  identity: { type: 'Passport', number: `G${2000 + i}`, issuingState: null, expiryDate: null },
  portOfEmbarkation: 'Antibes',
  portOfDisembarkation: null,
  transit: false,
});

const list = (crew: number, guests: number): CrewGuestList => ({
  vessel: {
    name: 'Aurora',
    imoNumber: '9876543',
    callSign: 'ZCXY2',
    flagState: 'Cayman Islands',
    portOfRegistry: 'George Town',
    grossTonnage: 499,
  },
  trip: {
    portOfDeparture: 'Antibes',
    departureDate: '2026-12-01',
    portOfArrival: 'Palma',
    arrivalDate: '2026-12-03',
  },
  crew: Array.from({ length: crew }, (_, i) => crewMember(i)),
  guests: Array.from({ length: guests }, (_, i) => guest(i)),
  shipsStamp: STAMP,
  generatedOn: '2026-11-26',
  source: 'server',
});

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'fal-'));
  const file = join(dir, 'list.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the crew and guest list PDF (FAL 5 and FAL 6)', () => {
  it('lists every crew member and guest with the ship, the trip and their documents, over several pages', async () => {
    const bytes = await crewGuestListPdf(list(40, 20));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Crew list (IMO FAL Form 5)');
    expect(text).toContain('Passenger list (IMO FAL Form 6)');
    for (const v of [
      'Aurora',
      '9876543',
      'ZCXY2',
      'Cayman Islands',
      'Antibes',
      'Palma',
      '01 Dec 2026',
      '03 Dec 2026',
    ])
      expect(text).toContain(v);
    for (let i = 0; i < 40; i++) expect(text).toMatch(new RegExp(`Family${i}\\s+Given${i}`));
    for (let i = 0; i < 20; i++) expect(text).toContain(`G${2000 + i}`);
    expect(text).toContain('Passport P1039');
    expect(text).toContain('04 Mar 1990, Southampton');
    // 40 crew rows do not fit one landscape page: the form continues with its heads again.
    expect(text).toContain('Crew list (IMO FAL Form 5) (continued)');
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    // Guests leave at the trip's port of arrival unless told otherwise.
    expect(text).toMatch(/Antibes\s+Palma\s+No/);
    expect(text).toContain('Date and signature by master');
  });

  it('prints the ships stamp, from a PNG with transparency as a canvas saves it, or a JPEG', async () => {
    const images = (shipsStamp: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'fal-'));
      const file = join(dir, 'list.pdf');
      return crewGuestListPdf({ ...list(1, 0), shipsStamp }).then((bytes) => {
        writeFileSync(file, bytes);
        return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
      });
    };
    // The 1x1 red PNG with its alpha channel: the colour and a soft mask.
    expect(await images(STAMP)).toMatch(/image\s+1\s+1\s+rgb[\s\S]*smask\s+1\s+1\s+gray/);
    expect(await images(`data:image/jpeg;base64,${JPEG_2X1}`)).toMatch(/image\s+2\s+1\s+rgb\s+3\s+8\s+jpeg/);
  });

  it('draws only the crew list when no guest is on board, and says who made it on a device', async () => {
    const text = pdfText(await crewGuestListPdf({ ...list(2, 0), source: 'device' }));
    expect(text).toContain('Crew list (IMO FAL Form 5)');
    expect(text).not.toContain('FAL Form 6');
    expect(text).toContain('on this device from its last sync');
  });

  it('keeps going with names outside the PDF fonts and a stamp it cannot draw', async () => {
    const odd = list(1, 1);
    odd.crew[0] = { ...crewMember(0), familyName: 'Wałęsa', givenNames: 'Zoë Łucja' };
    odd.guests[0] = { ...guest(0), familyName: 'Иванов', givenNames: 'Ōno' };
    odd.shipsStamp = 'data:image/png;base64,notapng';
    const text = pdfText(await crewGuestListPdf(odd));
    expect(text).toContain('Walesa');
    expect(text).toContain('Zoë Lucja');
    expect(text).toContain('Ono');
  });

  it('maps text to what the standard fonts can draw', () => {
    expect(winAnsiText('Søren Ærø – “Ltd” €')).toBe('Søren Ærø – “Ltd” €');
    expect(winAnsiText('Đorđe Łukasz')).toBe('Dorde Lukasz');
    expect(winAnsiText('李\tX')).toBe('? X');
  });
});
