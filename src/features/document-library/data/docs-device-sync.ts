import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});

/**
 * The vessel document library on the device (doc 2): the docs settings, sections and documents
 * of the vessels whose library the user reads, so manuals open offline. A document or the
 * settings with an unsent edit keep it against a pulled copy and show as pending. An upload's
 * operation names its file, so it waits in the outbox until the bytes are on the server.
 */
export const docsDeviceSync = defineDeviceModule({
  kinds: {
    docSettings: { table: (db) => db.docSettings, key: (r) => r.vesselId, mark: marked },
    docSections: { table: (db) => db.docSections, key: (r) => r.id, mark: marked },
    libraryDocs: { table: (db) => db.libraryDocs, key: (r) => r.id, mark: marked },
  },
  ops: {
    'docs/upload': {
      describe: (b, t) => t('Document uploaded: {name}', { name: b.name }),
      touches: (b) => [{ kind: 'libraryDocs', key: b.documentId }],
      files: (b) => [b.fileId],
    },
    'docs/rename': {
      describe: (b, t) => t('Document renamed: {name}', { name: b.newName }),
      touches: (b) => [{ kind: 'libraryDocs', key: b.documentId }],
    },
    'docs/order': {
      describe: (b, t) => {
        const count = Object.keys(b.orders).length;
        return t('Document order: {count, plural, one {# document} other {# documents}}', { count });
      },
      touches: (b) => Object.keys(b.orders).map((key) => ({ kind: 'libraryDocs' as const, key })),
    },
    'docs/set-section': {
      describe: (_, t) => t('Document moved to another section'),
      touches: (b) => [{ kind: 'libraryDocs', key: b.documentId }],
    },
    'docs/delete': {
      describe: (_, t) => t('Document deleted'),
      touches: (b) => [{ kind: 'libraryDocs', key: b.documentId }],
    },
    'docs/settings/save': {
      describe: (_, t) => t('Document library settings'),
      touches: (b) => [
        { kind: 'docSettings', key: b.yachtId },
        ...(b.sections ?? []).map((s) => ({ kind: 'docSections' as const, key: s.id })),
      ],
    },
  },
});
