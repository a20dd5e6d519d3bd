import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import type { Queryable } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { pdfkit } from '../render/report-libs';

/**
 * M/Y Aurora's document library (doc 2, docs module): set up with five sections, three of them
 * holding small real PDFs made here (a safety management manual, the tender's manual, a bunkering
 * procedure...), some numbered and one without an order (it sorts last); 'Plans and Drawings' and
 * 'General' are left empty, as a new library's are. The bytes go to the server's file storage
 * (disk or S3), so the documents open and download like uploaded ones. Fixed ids, added only
 * when missing: safe to run again.
 */

const SECTIONS = ['Safety Management', 'Manuals', 'Procedures', 'Plans and Drawings', 'General'];
const sectionId = (n: number) => `01JDEMODOCSECT${String(n).padStart(12, '0')}`;
const docId = (n: number) => `01JDEMODOCUMENT${String(n).padStart(11, '0')}`;
/** File ids are ULIDs (Crockford's alphabet): digits after a fixed head. */
const fileId = (n: number) => `01JD0C${String(n).padStart(20, '0')}`;

interface DemoDoc {
  section: number;
  name: string;
  order: number;
  title: string;
  paragraphs: string[];
}

const DOCS: DemoDoc[] = [
  {
    section: 1,
    name: 'Safety Management Manual.pdf',
    order: 1,
    title: 'Safety Management Manual',
    paragraphs: [
      'This manual sets out how M/Y Aurora is operated safely and how the vessel protects the environment, as the ISM Code asks of every company and ship it applies to.',
      'The Master has overriding authority to make decisions with respect to safety and pollution prevention, and to request the company’s assistance when necessary.',
      'Every crew member reads the sections that concern their duties on joining, and confirms it with the Chief Officer during the familiarisation tour.',
    ],
  },
  {
    section: 1,
    name: 'Emergency Response Plan.pdf',
    order: 2,
    title: 'Emergency Response Plan',
    paragraphs: [
      'Fire, flooding, man overboard, collision, grounding and abandon ship: the muster list names each crew member’s station and duty.',
      'Drills are held at least once a month and within 24 hours of a crew change of more than a quarter of the crew.',
    ],
  },
  {
    section: 1,
    name: 'Garbage Management Plan.pdf',
    order: 0,
    title: 'Garbage Management Plan',
    paragraphs: [
      'MARPOL Annex V: waste is separated at source into plastics, food waste, domestic waste, cooking oil and operational waste, and recorded in the Garbage Record Book.',
    ],
  },
  {
    section: 2,
    name: 'Tender Operating Manual.pdf',
    order: 1,
    title: 'Tender Operating Manual',
    paragraphs: [
      'Launch and recovery of the 7.5 m tender from the garage: two crew on the davit controls, one in the tender, radio contact with the bridge throughout.',
      'Check fuel, kill cord, VHF and the grab bag before every trip.',
    ],
  },
  {
    section: 2,
    name: 'Watermaker Manual.pdf',
    order: 2,
    title: 'Watermaker Manual',
    paragraphs: [
      'Never run the watermaker in harbour or within 12 nautical miles of the coast. Flush with fresh water after each run and before any stop longer than three days.',
    ],
  },
  {
    section: 3,
    name: 'Bunkering Procedure.pdf',
    order: 1,
    title: 'Bunkering Procedure',
    paragraphs: [
      'Before bunkering: the pre-transfer checklist is signed by the Chief Engineer and the supplier, scuppers are plugged and the SOPEP locker is open and at hand.',
      'Soundings every 15 minutes; the transfer is slowed when a tank reaches 80% and stopped at 90%.',
    ],
  },
];

/** A one-page PDF: the vessel, the document's title, its revision and paragraphs. */
function renderPdf(d: DemoDoc): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    margin: 56,
    info: { Title: d.title, Author: 'M/Y Aurora', CreationDate: new Date('2026-01-15T09:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fillColor('#5b6b78').fontSize(10).text('M/Y AURORA  ·  CONTROLLED DOCUMENT');
  doc.moveDown(1.5).fillColor('#14212b').fontSize(22).text(d.title);
  doc.moveDown(0.3).fillColor('#5b6b78').fontSize(10).text('Revision 3  ·  Approved by the Master');
  doc.moveDown(1.5).fillColor('#14212b').fontSize(12);
  for (const p of d.paragraphs) doc.text(p, { lineGap: 3 }).moveDown(0.8);
  doc.end();
  return done;
}

/** The bytes into the file storage, through its tus interface (disk or S3 alike). */
export async function storeDemoFile(files: FileStorage, id: string, bytes: Buffer) {
  await files.create(new Upload({ id, size: bytes.length, offset: 0, metadata: {} }));
  await files.write(Readable.from(bytes), id, 0);
}

export async function seedDemoLibrary(tx: Queryable, today: string, files?: FileStorage): Promise<void> {
  const [aurora] = await tx.query<{ id: number }>(
    "SELECT id FROM vessels WHERE codename = 'aurora' AND 'docs' = ANY(modules)",
  );
  if (!aurora) return;
  const vesselId = aurora.id;
  await tx.query('UPDATE doc_settings SET initialized = true, version = next_change() WHERE vessel_id = $1', [
    vesselId,
  ]);
  for (const [i, name] of SECTIONS.entries())
    await tx.query(
      `INSERT INTO doc_sections (id, vessel_id, name, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [sectionId(i + 1), vesselId, name, i + 1],
    );
  // Without a file storage (a database seeded on its own) the library stays without documents.
  if (!files) return;
  const [captain] = await tx.query<{ id: number }>("SELECT id FROM users WHERE email = 'captain@demo.yacht'");
  if (!captain) return;
  for (const [i, d] of DOCS.entries()) {
    const [there] = await tx.query('SELECT 1 FROM library_documents WHERE id = $1', [docId(i + 1)]);
    if (there) continue;
    const bytes = await renderPdf(d);
    await storeDemoFile(files, fileId(i + 1), bytes);
    await tx.query(
      `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state, mime, sha256, stored_at)
       VALUES ($1, $2, $3, $3, 'document', $4, $5, 'stored', 'application/pdf', $6, $7) ON CONFLICT (id) DO NOTHING`,
      [
        fileId(i + 1),
        vesselId,
        captain.id,
        d.name,
        bytes.length,
        createHash('sha256').update(bytes).digest('hex'),
        `${today}T08:00:00Z`,
      ],
    );
    await tx.query(
      `INSERT INTO library_documents (id, vessel_id, section_id, file_id, name, sort_order, uploaded_by, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        docId(i + 1),
        vesselId,
        sectionId(d.section),
        fileId(i + 1),
        d.name,
        d.order,
        captain.id,
        `${today}T08:00:00Z`,
      ],
    );
  }
}

/** The demo's first library document and section (the route samples use them). */
export const DEMO_LIBRARY = {
  document: docId(1),
  /** The section the first document is in. */
  documentSection: sectionId(1),
  spareDocument: docId(6),
  section: sectionId(2),
} as const;
