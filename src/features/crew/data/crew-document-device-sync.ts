import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});
const docRef = (id: string) => [{ kind: 'crewDocuments' as const, key: id }];

/**
 * Crew documents on the device. A document added offline waits for its file: the queued record
 * goes once the server has the bytes (the file queue), so a passport photographed at sea reaches
 * the office when a link returns.
 */
export const crewDocumentDeviceSync = defineDeviceModule({
  kinds: {
    crewDocuments: { table: (db) => db.crewDocuments, key: (r) => r.id, mark: marked },
  },
  ops: {
    'crew/document/add': {
      describe: (b, t) => t('Document {name}', { name: b.name?.trim() || b.fileName }),
      touches: (b) => docRef(b.documentId),
      files: (b) => [b.fileId],
    },
    'crew/document/save': {
      describe: (b, t) =>
        b.name?.trim() ? t('Document details of {name}', { name: b.name.trim() }) : t('Document details'),
      touches: (b) => docRef(b.documentId),
    },
    'crew/document/flags': {
      describe: (b, t) =>
        b.isVerified === false || b.coc === false ? t('Document flags cleared') : t('Document verified'),
      touches: (b) => docRef(b.documentId),
    },
    'crew/document/delete': {
      describe: (_, t) => t('Document deleted'),
      touches: (b) => docRef(b.documentId),
    },
  },
});
