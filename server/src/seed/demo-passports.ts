import { createHash } from 'node:crypto';
import { addDays } from '@domain/calendar/iso-date';
import { tenYearsAfter } from '@domain/guests/guest-rules';
import { COUNTRIES, countryName } from '@domain/reference/countries';
import type { Queryable } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { pdfkit } from '../render/report-libs';
import { storeDemoFile } from './demo-library';

/**
 * A passport for each of M/Y Aurora's current crew (doc 2, crew documents, category 1), so its
 * crew list (FAL 5) prints a number, issuing state and expiry for everyone out of the box. Each
 * is a one-page 'demo scan' PDF in the server's file storage, not private, issued in the crew
 * member's first nationality and valid ten years; one crew member's runs out within the issues
 * page's alert days, as on a real vessel there is always someone to chase. The fleet manager's
 * Aurora record gets one too: she is current crew there, so the report's crew step offers her.
 * Ids follow the crew record: a re-seed adds nothing, and someone who already has a passport on
 * record keeps theirs alone. Without a file storage (a database seeded on its own) no document is
 * made, as a document must open.
 */

const PASSPORT = 1;
const docId = (crewId: number) => `01JDEMOPASSPORT${String(crewId).padStart(11, '0')}`;
/** File ids are ULIDs (Crockford's alphabet): digits after a fixed head, apart from the library's. */
const fileId = (crewId: number) => `01JDPP${String(crewId).padStart(20, '0')}`;
/** The sixth on the list (a crew member, no demo login) renews soon: days from today. */
const EXPIRING = { index: 5, inDays: 40 };
const GB = COUNTRIES.find((c) => c[1] === 'GB')![0];

interface Holder {
  crewId: number;
  userId: number;
  first: string;
  last: string;
  dob: string | null;
  nationality: number;
}

/** The index-th passport: issued some years ago and valid ten years, or (one) running out soon. */
function passportOf(h: Holder, index: number, today: string) {
  // Ten years are 3652 or 3653 days: the expiring one ends about EXPIRING.inDays from today.
  const back = index === EXPIRING.index ? 3652 - EXPIRING.inDays : 180 + ((index * 397) % 2900);
  const issuedAt = addDays(today, -back);
  const code = COUNTRIES.find((c) => c[0] === h.nationality)?.[1] ?? 'XX';
  return {
    issuedAt,
    expiryDate: tenYearsAfter(issuedAt),
    passportNo: `${code}${String((h.crewId * 2_654_435_761 + 917_331) % 10_000_000).padStart(7, '0')}`,
  };
}

/** A one-page PDF that says what it is: a demo scan, with the holder and the passport's details. */
function renderScan(h: Holder, p: ReturnType<typeof passportOf>): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A5',
    margin: 40,
    info: {
      Title: 'Passport (demo scan)',
      Author: 'M/Y Aurora',
      CreationDate: new Date('2026-01-15T09:00:00Z'),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fillColor('#5b6b78').fontSize(9).text('SPECIMEN  ·  NOT A TRAVEL DOCUMENT');
  doc.moveDown(1).fillColor('#14212b').fontSize(20).text('Passport (demo scan)');
  doc.moveDown(1).fontSize(12);
  for (const [label, value] of [
    ['Surname', h.last.toUpperCase()],
    ['Given names', h.first],
    ['Nationality', countryName(h.nationality) ?? ''],
    ['Date of birth', h.dob ?? ''],
    ['Passport no.', p.passportNo],
    ['Date of issue', p.issuedAt],
    ['Date of expiry', p.expiryDate],
  ])
    doc.text(`${label}:  ${value}`, { lineGap: 4 });
  doc.end();
  return done;
}

export async function seedDemoPassports(tx: Queryable, today: string, files?: FileStorage): Promise<void> {
  if (!files) return;
  const [aurora] = await tx.query<{ id: number }>("SELECT id FROM vessels WHERE codename = 'aurora'");
  if (!aurora) return;
  const rows = await tx.query<{
    crew_id: number;
    user_id: number;
    first_name: string;
    last_name: string;
    dob: string | null;
    nationality: unknown;
  }>(
    `SELECT uvr.id AS crew_id, uvr.user_id, u.first_name, u.last_name, cd.dob::text AS dob, cd.nationality
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
       LEFT JOIN crew_details cd ON cd.crew_id = uvr.id
      WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2
        AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
      ORDER BY uvr.id`,
    [aurora.id, today],
  );
  for (const [index, r] of rows.entries()) {
    const [there] = await tx.query(
      `SELECT 1 FROM crew_documents WHERE id = $1
          OR (crew_id = $2 AND category_id = $3 AND deleted_at IS NULL)`,
      [docId(r.crew_id), r.crew_id, PASSPORT],
    );
    if (there) continue;
    const ids = Array.isArray(r.nationality) ? r.nationality.map(Number) : [];
    const h: Holder = {
      crewId: r.crew_id,
      userId: r.user_id,
      first: r.first_name,
      last: r.last_name,
      dob: r.dob,
      nationality: ids[0] ?? GB,
    };
    const p = passportOf(h, index, today);
    const bytes = await renderScan(h, p);
    await storeDemoFile(files, fileId(h.crewId), bytes);
    const at = `${today}T08:00:00Z`;
    // The crew member's own upload, as the documents page lets them.
    await tx.query(
      `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state, mime, sha256, stored_at)
       VALUES ($1, $2, $3, $3, 'crewDocument', $4, $5, 'stored', 'application/pdf', $6, $7) ON CONFLICT (id) DO NOTHING`,
      [
        fileId(h.crewId),
        aurora.id,
        h.userId,
        `Passport ${h.first} ${h.last}.pdf`,
        bytes.length,
        createHash('sha256').update(bytes).digest('hex'),
        at,
      ],
    );
    await tx.query(
      `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, is_private, expiry_date,
          issued_at, nationality, passport_no, uploaded_by, uploaded_at)
       VALUES ($1, $2, $3, $4, 'Passport', 'pdf', false, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [
        docId(h.crewId),
        h.crewId,
        fileId(h.crewId),
        PASSPORT,
        p.expiryDate,
        p.issuedAt,
        h.nationality,
        p.passportNo,
        h.userId,
        at,
      ],
    );
  }
}
