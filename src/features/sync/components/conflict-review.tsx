import { useNavigate } from 'react-router';
import type { OutboxEntry } from '../../../db/app-db';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { useSyncRegistry } from '../../../lib/use-sync-registry';
import { convertChange, discardChange, resubmitChange } from '../../../sync/conflicts';
import { type ConflictPromptText, opOf } from '../../../sync/device-kit';
import { ConflictPrompt } from '../../../ui/conflict-prompt';

/** When a module says nothing of its conflicts: the server's message and a way out. */
const plainPrompt = (entry: OutboxEntry, what: string): ConflictPromptText => ({
  title: msg('Your change was not accepted'),
  what: entry.conflict?.message ?? '',
  who: null,
  when: null,
  subjects: [what],
  choices: [
    {
      action: 'discard',
      label: msg('Discard my change'),
      hint: msg('Keep the record as it is on the server.'),
      variant: 'secondary',
    },
  ],
});

/** The prompt for one conflicting change, with the choices its module says the user may take. */
export function ConflictReview({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const session = useSession();
  const registry = useSyncRegistry();
  const navigate = useNavigate();
  if (!entry.conflict || session === 'loading' || !session || !registry) return null;
  const op = opOf(registry, entry);
  const text = op.prompt
    ? op.prompt(entry as never, {
        levelOn: (id) => session.roles.find((r) => r.vesselId === id)?.permissionLevel ?? null,
        codenameOf: (id) => session.vessels.find((v) => v.id === id)?.codename,
        t,
      })
    : plainPrompt(entry, op.describe(entry.body, t));
  return (
    <ConflictPrompt
      title={text.title}
      what={text.what}
      who={text.who}
      when={text.when}
      days={text.subjects}
      timelines={text.timelines}
      choices={text.choices.map((c) => ({
        label: c.label,
        hint: c.hint,
        variant: c.variant,
        onChoose: () => {
          const done =
            c.action === 'resubmit'
              ? resubmitChange(db, registry, entry, Date.now()).then(requestSync)
              : c.action === 'convert'
                ? convertChange(db, registry, entry, Date.now()).then(requestSync)
                : discardChange(db, registry, entry);
          void done.then(() => {
            onClose();
            if (c.goTo) navigate(c.goTo);
          });
        },
      }))}
      onClose={onClose}
    />
  );
}
