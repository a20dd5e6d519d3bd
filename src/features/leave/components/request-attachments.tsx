import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import {
  attachmentRefusalText,
  LEAVE_ATTACHMENT_ACCEPT,
  LEAVE_ATTACHMENT_MAX_FILES,
  type LeaveAttachment,
} from '../../../contracts/leave-attachments';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { attachmentRefusal, shortFileName } from '../../../domain/leave/attachments';
import { formatFileSize } from '../../../i18n/format-number';
import { saveBlob } from '../../../lib/download';
import { db, net, requestSync } from '../../../lib/services';
import { OfflineError } from '../../../sync/auth-refresh';
import { openFile } from '../../../sync/files/file-cache';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { attachToRequest, detachFromRequest } from '../data/request-extra-commands';
import { type FormErrors, fieldsToCheck } from '../data/request-form';
import './request-extras.css';
import { t } from '../../../i18n/i18n';

/** How far a file added on this device got: sent, on its way, or refused (with the server's words). */
function useUploads(ids: readonly string[]) {
  return useLiveQuery(
    async () => new Map((await db.files.bulkGet([...ids])).flatMap((f) => (f ? [[f.id, f] as const] : []))),
    [ids.join(',')],
  );
}

/**
 * A leave request's attachments (doc 3, section 4): added and deleted in every status by whoever
 * may change the request, downloaded by whoever may read it. A file added offline shows at once
 * and is uploaded (resumably) when a link comes back. A request not yet saved is saved as a
 * Draft when a file is added (a crew member with the ticket in hand adds it at once), or is told
 * what to fill in first.
 */
export function RequestAttachments(props: {
  userId: number;
  requestId: string;
  record: LeaveRequestRecord | undefined;
  /** Full access, or the owner who may request leave: add and delete. */
  mayChange: boolean;
  /** SAVE, as the button does it: null once saved, else the form's errors. */
  saveFirst: () => Promise<FormErrors | null>;
  /** The form's errors as shown: what is left to fix before a file can be added to a new request. */
  formErrors: FormErrors;
}) {
  const { record } = props;
  const list = record?.attachments ?? [];
  const uploads = useUploads(list.map((a) => a.id));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<LeaveAttachment | null>(null);
  // A file was picked for a request that could not be saved: what to fix, until it is fixed.
  const [wantsSave, setWantsSave] = useState(false);
  const toFix = wantsSave && !record ? fieldsToCheck(props.formErrors) : '';
  const who = () => ({ db, userId: props.userId, now: Date.now() });

  const add = async (files: File[]) => {
    const [first] = files;
    if (!first) return;
    setError(null);
    if (!record) {
      // Nothing is saved for a file that would be refused anyway.
      const refusal = attachmentRefusal(first, 0);
      if (refusal) return setError(attachmentRefusalText(refusal, first.name || 'attachment'));
      setWantsSave(true);
      if (await props.saveFirst()) return;
    }
    let current = await db.leaveRequests.get(props.requestId);
    for (const file of files) {
      if (!current) break;
      const refusal = await attachToRequest(who(), current, file);
      if (refusal) {
        setError(refusal);
        break;
      }
      current = (await db.leaveRequests.get(props.requestId)) ?? current;
    }
    requestSync();
  };
  const download = async (a: LeaveAttachment) => {
    setError(null);
    setBusy(a.id);
    try {
      saveBlob(await openFile(db, net, a.id), a.name);
    } catch (e) {
      // Doc 3, section 8: the certificate-style download failure.
      setError(
        e instanceof OfflineError
          ? t('The file downloads once the shore can be reached.')
          : t('Failed to download a selected file.'),
      );
    } finally {
      setBusy(null);
    }
  };
  const remove = async (a: LeaveAttachment) => {
    if (!record) return;
    setRemoving(null);
    await detachFromRequest(who(), record, a.id);
    requestSync();
  };

  return (
    <section className="card stack" aria-label={t('Attachments')}>
      <div className="attachments-head">
        <h2 className="no-margin">{t('Attachments')}</h2>
        <span className="small muted">
          {list.length} / {LEAVE_ATTACHMENT_MAX_FILES}
        </span>
      </div>
      {list.length === 0 ? <p className="small muted no-margin">{t('No attachments yet.')}</p> : null}
      {list.length ? (
        <ul className="attachment-list">
          {list.map((a) => {
            const local = uploads?.get(a.id);
            const state =
              local?.state === 'refused'
                ? { text: local.error ?? t('Upload refused.'), bad: true }
                : local?.state === 'queued' || local?.state === 'uploading'
                  ? { text: t('On this device, not sent yet'), bad: false }
                  : null;
            return (
              <li key={a.id} className="attachment-row">
                <Icon name="file" />
                <span className="attachment-text">
                  <span className="attachment-name" title={a.name}>
                    {shortFileName(a.name) === a.name ? (
                      a.name
                    ) : (
                      <>
                        <span aria-hidden="true">{shortFileName(a.name)}</span>
                        <span className="visually-hidden">{a.name}</span>
                      </>
                    )}
                  </span>
                  <span className={`small ${state?.bad ? 'attachment-bad' : 'muted'}`}>
                    {formatFileSize(a.size)}
                    {state ? ` · ${state.text}` : ''}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  small
                  aria-label={t('Download {name}', { name: a.name })}
                  disabled={busy === a.id}
                  onClick={() => void download(a)}
                >
                  <Icon name="download" />
                </Button>
                {props.mayChange ? (
                  <Button
                    variant="ghost"
                    small
                    className="btn-ghost-danger"
                    aria-label={t('Delete {name}', { name: a.name })}
                    onClick={() => setRemoving(a)}
                  >
                    <Icon name="close" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p className="field-error no-margin" role="alert">
          {t(error)}
        </p>
      ) : null}
      {toFix ? (
        <p className="field-error no-margin" role="alert">
          {t('To add a file, this request is saved as a Draft first. Please check {fields}.', {
            fields: toFix,
          })}
        </p>
      ) : null}
      {props.mayChange && list.length < LEAVE_ATTACHMENT_MAX_FILES ? (
        <label className="attachment-add">
          <input
            type="file"
            multiple
            accept={LEAVE_ATTACHMENT_ACCEPT}
            aria-label={t('Add attachment')}
            onChange={(e) => {
              // The list is live: copied before the input is cleared (to pick the same file again).
              void add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <Icon name="plus" />
          <span>
            {t('Add attachment')} <span className="small muted">{t('(PDF or a photo, at most 4 MB)')}</span>
          </span>
        </label>
      ) : null}
      {props.mayChange && !record ? (
        <p className="small muted no-margin">{t('Adding a file saves this request as a Draft first.')}</p>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('Delete attachment')}
          confirmLabel={t('Delete')}
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p className="no-margin">
            {t('Please confirm you wish to delete {name}.', { name: removing.name })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
