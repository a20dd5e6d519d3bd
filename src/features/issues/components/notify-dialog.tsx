import { useState } from 'react';
import type { CrewIssues } from '../../../contracts/issues';
import { MSG } from '../../../contracts/messages';
import { issueKey, issueNotice, issueTitle } from '../../../domain/issues/issue-text';
import { t } from '../../../i18n/i18n';
import { ApiError, authedCall } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';

const HEADER_MAX = 140;
const TEXT_MAX = 2000;

/**
 * Notify (level 4+): a message to one crew member's inbox about their open issues, written for
 * the officer (the issues listed) and editable before it goes.
 */
export function NotifyDialog(props: {
  vesselId: number;
  crew: CrewIssues;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const all = props.crew.issues;
  const notice = issueNotice(all, t);
  const [picked, setPicked] = useState(() => new Set(all.map(issueKey)));
  const [header, setHeader] = useState(notice.header);
  const [text, setText] = useState(notice.text);
  // The message follows the ticked items until the officer writes it themselves.
  const [written, setWritten] = useState(false);
  const tick = (key: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(key);
    else next.delete(key);
    setPicked(next);
    const chosen = all.filter((i) => next.has(issueKey(i)));
    if (!written && chosen.length) {
      const made = issueNotice(chosen, t);
      setHeader(made.header);
      setText(made.text);
    }
  };
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${props.crew.firstName} ${props.crew.lastName}`;
  const send = async () => {
    if (!header.trim() || !text.trim() || picked.size === 0) return setMissing(true);
    setBusy(true);
    setError(null);
    try {
      await authedCall(db, net, '/notification', {
        method: 'POST',
        body: JSON.stringify({ yachtId: props.vesselId, header, text, userIds: [props.crew.userId] }),
      });
      props.onSent(t('{name} has been notified.', { name }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MSG.status0);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('Confirm items')} onClose={props.onClose}>
      <p className="no-margin muted">
        {name} {t('gets a message about the items ticked, in their inbox on every device they use.')}
      </p>
      <FormError message={error} />
      <fieldset className="plain-fieldset stack-tight">
        <legend>{t('Items')}</legend>
        {all.map((i) => (
          <Checkbox
            key={issueKey(i)}
            checked={picked.has(issueKey(i))}
            onChange={(on) => tick(issueKey(i), on)}
          >
            {t(issueTitle(i))}
          </Checkbox>
        ))}
        {missing && picked.size === 0 ? (
          <span className="field-error">{t('Tick at least one item.')}</span>
        ) : null}
      </fieldset>
      <TextField
        label={t('Subject')}
        value={header}
        maxLength={HEADER_MAX}
        onChange={(e) => {
          setWritten(true);
          setHeader(e.target.value);
        }}
        error={missing && !header.trim() ? MSG.required : undefined}
      />
      <TextArea
        label={t('Message')}
        value={text}
        limit={TEXT_MAX}
        maxLength={TEXT_MAX}
        rows={5}
        onChange={(e) => {
          setWritten(true);
          setText(e.target.value);
        }}
        error={missing && !text.trim() ? MSG.required : undefined}
      />
      <div className="dialog-actions">
        <DialogCancel>{t('Cancel')}</DialogCancel>
        <Button onClick={() => void send()} disabled={busy}>
          {busy ? t('Sending…') : t('Send')}
        </Button>
      </div>
    </Dialog>
  );
}
