import type { ReactNode } from 'react';
import type { CertAttachment } from '../../../contracts/cert-attachments';
import { CERT_ATTACHMENT_ACCEPT } from '../../../contracts/cert-attachments';
import type { FileRow, Pending } from '../../../db/app-db';
import type { CertAttachmentType } from '../../../domain/certificates/attachments';
import { formatFileSize } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';

/** What a row says besides the name: size, Checked, and how far a file added here got. */
function status(a: Pending<CertAttachment>, local: FileRow | undefined) {
  if (a.isCorrupted) return { text: t('Upload failed'), tone: 'bad' };
  if (local?.state === 'refused') return { text: local.error ?? t('Upload failed'), tone: 'bad' };
  if (local?.state === 'queued' || local?.state === 'uploading')
    return { text: t('On this device, not sent yet'), tone: 'muted' };
  if (a.attachmentArchived) return { text: t('Archived'), tone: 'muted' };
  return a.attachmentChecked
    ? { text: t('Checked: Yes'), tone: 'ok' }
    : { text: t('Checked: No'), tone: 'muted' };
}

/** One attachment: its name opens the document detail; Download and Delete beside it. */
export function AttachmentRow(props: {
  a: Pending<CertAttachment>;
  local: FileRow | undefined;
  canEdit: boolean;
  busy: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { a } = props;
  const s = status(a, props.local);
  return (
    <li className="cert-att-row">
      {/* Named by what it shows (the file, its size and state): it opens the file's detail. */}
      <button type="button" className="cert-att-open" onClick={props.onOpen}>
        <Icon name="file" />
        <span className="cert-att-text">
          {/* The whole name: two scans of one certificate often differ only at the end. */}
          <span className="cert-att-name">{a.name}</span>
          <span
            className={`small ${s.tone === 'bad' ? 'cert-att-bad' : s.tone === 'ok' ? 'cert-att-ok' : 'muted'}`}
          >
            {formatFileSize(a.size)} · {s.text}
            {a.pending ? ` · ${t('pending')}` : ''}
          </span>
        </span>
      </button>
      {a.isCorrupted ? null : (
        <Button
          variant="ghost"
          aria-label={t('Download {name}', { name: a.name })}
          disabled={props.busy}
          onClick={props.onDownload}
        >
          <Icon name="download" />
        </Button>
      )}
      {props.canEdit ? (
        <Button
          variant="ghost"
          className="btn-ghost-danger"
          aria-label={t('Delete {name}', { name: a.name })}
          onClick={props.onDelete}
        >
          <Icon name="trash" />
        </Button>
      ) : null}
    </li>
  );
}

/** A big drop target per type (a file picker under the whole box: thumb-sized at 390 px). */
export function AddFiles(props: {
  type: CertAttachmentType;
  label: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className="cert-att-add">
      <input
        type="file"
        multiple
        accept={CERT_ATTACHMENT_ACCEPT}
        aria-label={t('Add {kind} files', { kind: t(props.label) })}
        onChange={(e) => {
          // The list is live: copied before the input is cleared (to pick the same file again).
          props.onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Icon name="plus" />
      <span>
        {t('Add {kind}', { kind: t(props.label) })}{' '}
        <span className="small muted">{t('(fewer than 10 at once, at most 20 MB each)')}</span>
      </span>
    </label>
  );
}

export interface RowActions {
  canEdit: boolean;
  busy: string | null;
  files: Map<string, FileRow>;
  open: (a: CertAttachment) => void;
  download: (a: CertAttachment) => void;
  remove: (a: CertAttachment) => void;
}

/** A titled group of rows (a type, or the Archive section). */
export function AttachmentGroup(props: {
  title: string;
  rows: Pending<CertAttachment>[];
  actions: RowActions;
  empty?: string;
  children?: ReactNode;
}) {
  const { actions } = props;
  return (
    <section className="cert-att-group" aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.rows.length ? (
        <ul className="cert-att-list">
          {props.rows.map((a) => (
            <AttachmentRow
              key={a.id}
              a={a}
              local={actions.files.get(a.id)}
              canEdit={actions.canEdit}
              busy={actions.busy === a.id}
              onOpen={() => actions.open(a)}
              onDownload={() => actions.download(a)}
              onDelete={() => actions.remove(a)}
            />
          ))}
        </ul>
      ) : props.empty ? (
        <p className="small muted no-margin">{props.empty}</p>
      ) : null}
      {props.children}
    </section>
  );
}
