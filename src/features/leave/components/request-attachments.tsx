import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { LeaveRequestRecord } from '../../../contracts/leave';
import {
  LEAVE_ATTACHMENT_ACCEPT,
  LEAVE_ATTACHMENT_MAX_FILES,
  type LeaveAttachment,
} from '../../../contracts/leave-attachments';
import { fileSize, shortFileName } from '../../../domain/leave/attachments';
import { saveBlob } from '../../../lib/download';
import { db, net, requestSync } from '../../../lib/services';
import { OfflineError } from '../../../sync/auth-refresh';
import { openFile } from '../../../sync/files/file-cache';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { attachToRequest, detachFromRequest } from '../data/request-extra-commands';
import './request-extras.css';

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
 * and is uploaded (resumably) when a link comes back. A request not yet saved has none: its
 * record is made by its first save.
 */
export function RequestAttachments(props: {
  userId: number;
  record: LeaveRequestRecord | undefined;
  /** Full access, or the owner who may request leave: add and delete. */
  mayChange: boolean;
}) {
  const { record } = props;
  const list = record?.attachments ?? [];
  const uploads = useUploads(list.map((a) => a.id));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<LeaveAttachment | null>(null);
  const who = () => ({ db, userId: props.userId, now: Date.now() });

  const add = async (files: File[]) => {
    if (!record || !files.length) return;
    setError(null);
    let current = (await db.leaveRequests.get(record.id)) ?? record;
    for (const file of files) {
      const refusal = await attachToRequest(who(), current, file);
      if (refusal) {
        setError(`${file.name}: ${refusal}`);
        break;
      }
      current = (await db.leaveRequests.get(record.id)) ?? current;
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
          ? 'The file downloads when this device is online.'
          : 'Failed to download a selected file.',
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
    <section className="card stack" aria-label="Attachments">
      <div className="attachments-head">
        <h2 className="no-margin">Attachments</h2>
        <span className="small muted">
          {list.length} / {LEAVE_ATTACHMENT_MAX_FILES}
        </span>
      </div>
      {list.length === 0 ? <p className="small muted no-margin">No attachments yet.</p> : null}
      {list.length ? (
        <ul className="attachment-list">
          {list.map((a) => {
            const local = uploads?.get(a.id);
            const state =
              local?.state === 'refused'
                ? { text: local.error ?? 'Upload refused.', bad: true }
                : local?.state === 'queued' || local?.state === 'uploading'
                  ? { text: 'On this phone, not sent yet', bad: false }
                  : null;
            return (
              <li key={a.id} className="attachment-row">
                <Icon name="file" />
                <span className="attachment-text">
                  <span className="attachment-name" title={a.name}>
                    {shortFileName(a.name)}
                  </span>
                  <span className={`small ${state?.bad ? 'attachment-bad' : 'muted'}`}>
                    {fileSize(a.size)}
                    {state ? ` · ${state.text}` : ''}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  small
                  aria-label={`Download ${a.name}`}
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
                    aria-label={`Delete ${a.name}`}
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
          {error}
        </p>
      ) : null}
      {props.mayChange && record && list.length < LEAVE_ATTACHMENT_MAX_FILES ? (
        <label className="attachment-add">
          <input
            type="file"
            multiple
            accept={LEAVE_ATTACHMENT_ACCEPT}
            aria-label="Add attachment"
            onChange={(e) => {
              // The list is live: copied before the input is cleared (to pick the same file again).
              void add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <Icon name="plus" />
          <span>
            Add attachment <span className="small muted">(PDF or a photo, at most 20 MB)</span>
          </span>
        </label>
      ) : null}
      {props.mayChange && !record ? (
        <p className="small muted no-margin">Save the request first, then add its attachments.</p>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Delete attachment"
          confirmLabel="Delete"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p className="no-margin">Please confirm you wish to delete {removing.name}.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
