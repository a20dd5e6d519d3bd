import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});

/**
 * Notes on issues on the device, read offline by whoever sees the issue. A note with an unsent
 * change keeps it against a pulled copy and shows as pending; a conflict shows the server's
 * message ('This note was changed by someone else meanwhile.') with its copy.
 */
export const issueNoteDeviceSync = defineDeviceModule({
  kinds: {
    issueNotes: { table: (db) => db.issueNotes, key: (r) => r.id, mark: marked },
  },
  ops: {
    'issueNote/save': {
      describe: (b, t) =>
        t('Note on an issue: {text}', { text: b.text.length > 40 ? `${b.text.slice(0, 40)}…` : b.text }),
      touches: (b) => [{ kind: 'issueNotes', key: b.noteId }],
    },
    'issueNote/delete': {
      describe: (_, t) => t('Note on an issue deleted'),
      touches: (b) => [{ kind: 'issueNotes', key: b.noteId }],
    },
  },
});
