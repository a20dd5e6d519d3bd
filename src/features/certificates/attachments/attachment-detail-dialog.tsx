import { useEffect, useState } from 'react';
import type { CertAttachment } from '../../../contracts/cert-attachments';
import {
  CERT_ATTACHMENT_LABELS,
  isCertAttachmentType,
  NO_PREVIEW,
  previewKind,
} from '../../../domain/certificates/attachments';
import { showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { db, net } from '../../../lib/services';
import { OfflineError } from '../../../sync/auth-refresh';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FilePreview } from '../../../ui/file-preview';
import { Icon } from '../../../ui/icons';
import { openAttachment } from './attachment-files';

/** The file's bytes for the preview: the device's copy (offline too) or fetched once and kept. */
function useBytes(a: CertAttachment, wanted: boolean) {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let url: string | undefined;
    openAttachment(db, net, a)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ url });
      })
      .catch((e) => {
        if (live)
          setState({
            error:
              e instanceof OfflineError ? t('The file shows once the shore can be reached.') : NO_PREVIEW,
          });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [a, wanted]);
  return state;
}

function Preview({ a }: { a: CertAttachment }) {
  const kind = a.isCorrupted ? 'none' : previewKind(a.name);
  const { url, error } = useBytes(a, kind !== 'none');
  if (a.isCorrupted)
    return <p className="cert-preview muted">{t('This upload failed; please upload the file again.')}</p>;
  // Phones whose browser shows no PDF in a page open it in a tab of their own.
  return (
    <FilePreview
      className="cert-preview"
      kind={kind}
      url={url}
      error={error}
      name={a.name}
      pdfInPage={Boolean(navigator.pdfViewerEnabled)}
      keepFocus
    />
  );
}

/** The Checked choice (doc 2: Yes 1, No 0), two big buttons, one pressed; sent at once. */
export function CheckedChoice(props: {
  checked: boolean;
  name: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className="plain-fieldset">
      <legend className="small">{t('Checked')}</legend>
      <div
        className="segmented cert-checked"
        role="radiogroup"
        aria-label={t('Checked: {name}', { name: props.name })}
      >
        {[true, false].map((value) => (
          <Button
            key={String(value)}
            role="radio"
            aria-checked={props.checked === value}
            variant={props.checked === value ? 'primary' : 'secondary'}
            onClick={() => props.checked !== value && props.onChange(value)}
          >
            {value ? t('Yes') : t('No')}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The certificate document detail popup (doc 2, section 2: file name, Checked Yes/No for users
 * with the check right, download, preview), with Archive and Delete for those who keep the file.
 */
export function AttachmentDetailDialog(props: {
  attachment: CertAttachment;
  canEdit: boolean;
  canCheck: boolean;
  busy: boolean;
  onCheck: (checked: boolean) => void;
  onDownload: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const a = props.attachment;
  const type = isCertAttachmentType(a.attachmentType)
    ? t(CERT_ATTACHMENT_LABELS[a.attachmentType])
    : t('Attachment');
  return (
    <Dialog title={a.name} onClose={props.onClose}>
      <Preview a={a} />
      <dl className="cert-att-facts">
        <dt>{t('Type')}</dt>
        <dd>{a.attachmentArchived ? t('{type} (archived)', { type }) : type}</dd>
        <dt>{t('Uploaded')}</dt>
        <dd>
          {showDate(a.date)}
          {a.userName ? ` ${t('by {name}', { name: a.userName })}` : ''}
        </dd>
        {props.canCheck ? null : (
          <>
            <dt>{t('Checked')}</dt>
            <dd>{a.attachmentChecked ? t('Yes') : t('No')}</dd>
          </>
        )}
      </dl>
      {props.canCheck && !a.attachmentArchived ? (
        <CheckedChoice checked={a.attachmentChecked} name={a.name} onChange={props.onCheck} />
      ) : null}
      <div className="dialog-actions">
        {props.canEdit && !a.attachmentArchived ? (
          <Button variant="secondary" onClick={props.onArchive}>
            {t('Archive')}
          </Button>
        ) : null}
        {props.canEdit ? (
          <Button variant="danger" onClick={props.onDelete}>
            <Icon name="trash" /> {t('Delete')}
          </Button>
        ) : null}
        {a.isCorrupted ? null : (
          <Button onClick={props.onDownload} disabled={props.busy}>
            <Icon name="download" /> {t('Download')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
