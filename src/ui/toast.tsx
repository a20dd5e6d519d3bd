import { useLiveQuery } from 'dexie-react-hooks';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { t } from '../i18n/i18n';
import { msg } from '../i18n/msg';
import { SAVED_ON_PHONE, useLink } from '../lib/link';
import { db } from '../lib/services';
import { Icon } from './icons';

interface Note {
  title: string;
  description?: string | undefined;
  /** A change queued while the shore answered: the toast follows it until it is sent or not. */
  sending?: boolean;
}

/**
 * Short confirmations that go away by themselves ('Copied to 3 days'), announced to screen
 * readers and closable with a button or F6 then Escape. Anything that needs a decision is a
 * dialog instead. react-aria's toast is still marked unstable; it is pinned with the rest of
 * react-aria-components, and this file is the only one that touches it.
 */
const queue = new ToastQueue<Note>({ maxVisibleToasts: 3 });

/**
 * Adds a toast, in place of one that says the same still showing (Save tapped three times gave
 * three alike, stacked: screenshot review s58): the newest stands for them, its timeout afresh.
 */
function add(note: Note): string {
  for (const shown of queue.visibleToasts) {
    const c = shown.content;
    if (c.title === note.title && c.description === note.description && c.sending === note.sending)
      queue.close(shown.key);
  }
  return queue.add(note, { timeout: 6000 });
}

/** A toast; its texts are shown with t(), so a msg() (or the server's English words) translates. */
export function notify(title: string, description?: string): string {
  return add({ title, description });
}

/** Closes a toast that no longer holds (the decision it reported was undone). */
export const closeToast = (key: string) => queue.close(key);

/**
 * After a write made on the device and queued: with the shore reachable it goes within seconds;
 * otherwise the toast must not claim it (issue 31): it says the change is only on this phone so
 * far. `spec` is a text the spec gives for the success notice ('Vessel details has been
 * updated.'): kept word for word, with the honest note below.
 */
export function notifySaved(what: string, opts: { spec?: boolean; detail?: string } = {}): string {
  // One order online and offline (field test s58, item 16): what was saved is the title, where
  // it is (on its way, sent, or only on this device) the line below, which follows the link
  // while the toast shows. Offline it named the device first and the change second.
  return add({ title: what, description: opts.detail, sending: true });
}

/** What the toasts show now (tests read it: the region itself needs a browser). */
export const shownToasts = (): readonly Note[] => queue.visibleToasts.map((toast) => toast.content);
export const shownToastKeys = (): readonly string[] => queue.visibleToasts.map((toast) => toast.key);

/**
 * Where a change just made stands: on its way, at the shore, or kept on the phone because the
 * shore stopped answering (Wi-Fi up, satellite down: the first try finds out after the toast).
 */
function SendingState() {
  const state = useLink();
  // Undefined while first read: "on its way", never a "sent" it may not be.
  const waiting = useLiveQuery(
    async () =>
      (await db.outbox.where('status').anyOf('pending', 'sending').count()) +
      (await db.files.where('state').anyOf('queued', 'uploading').count()),
    [],
  );
  const words = state !== 'connected' ? SAVED_ON_PHONE : waiting === 0 ? SENT : SENDING;
  return (
    <Text slot="description" className="small">
      {t(words)}
    </Text>
  );
}
const SENDING = msg('Sending…');
const SENT = msg('Sent to the shore.');

/** The one place toasts appear: bottom of the screen, above the phone's tab bar. */
export function Toasts() {
  return (
    <ToastRegion queue={queue} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className="toast">
          <ToastContent className="toast-content">
            <Text slot="title" className="toast-title">
              {t(toast.content.title)}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="small">
                {t(toast.content.description)}
              </Text>
            ) : null}
            {toast.content.sending ? <SendingState /> : null}
          </ToastContent>
          <Button slot="close" className="toast-close" aria-label={t('Close')}>
            <Icon name="close" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
