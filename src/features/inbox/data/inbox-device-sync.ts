import { defineDeviceModule } from '../../../sync/device-kit';

/** The inbox on the device: messages kept whole; 'seen' and 'remove' wait in the outbox. */
export const inboxDeviceSync = defineDeviceModule({
  kinds: {
    messages: { table: (db) => db.messages, key: (m) => m.id },
  },
  ops: {
    'inbox/seen': {
      describe: (_, t) => t('Message read'),
      touches: (b) => [{ kind: 'messages', key: b.messageId }],
    },
    'inbox/remove': {
      describe: (_, t) => t('Message removed'),
      touches: (b) => [{ kind: 'messages', key: b.messageId }],
    },
  },
});
