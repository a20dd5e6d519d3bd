import { useEffect, useState } from 'react';
import { type CrewDocument, DOCUMENT_TEXT } from '../../../contracts/crew-documents';
import { categoryOf, previewKind } from '../../../domain/crew/document-categories';
import { saveBlob } from '../../../lib/download';
import { db, net } from '../../../lib/services';
import { OfflineError } from '../../../sync/auth-refresh';
import { openFile } from '../../../sync/files/file-cache';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { FilePreview } from '../../../ui/file-preview';
import { countryLabel } from '../data/country-names';
import './documents.css';
import { showFullDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

/** What the caller may do with the document (doc 2, section 6), decided by the tab. */
export interface DocumentRights {
  edit: boolean;
  verify: boolean;
  remove: boolean;
}

const shown = (iso: string | null) => (iso ? showFullDate(iso) : null);

/** The file's bytes for the preview: the device's copy (offline too) or fetched once and kept. */
function useFile(fileId: string | null) {
  const [state, setState] = useState<{ blob?: Blob; error?: string }>({});
  useEffect(() => {
    if (!fileId) return;
    let live = true;
    openFile(db, net, fileId)
      .then((blob) => live && setState({ blob }))
      .catch(
        (e) =>
          live &&
          setState({
            error:
              e instanceof OfflineError
                ? t('The file shows once the shore can be reached.')
                : String(e.message),
          }),
      );
    return () => {
      live = false;
    };
  }, [fileId]);
  return state;
}

function Preview({ doc }: { doc: CrewDocument }) {
  const { blob, error } = useFile(doc.fileId);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  const kind = previewKind(doc.extension);
  // Phones whose browser shows no PDF in a page (doc 2, preview) open it in a tab of its own.
  return (
    <FilePreview
      className="document-preview"
      kind={kind}
      url={url}
      error={error}
      name={doc.name}
      pdfInPage={Boolean(navigator.pdfViewerEnabled)}
    />
  );
}

/**
 * document-detail (doc 2): the preview (pdf in a frame, images as images, else the spec's text),
 * the facts, Download, and by right the details, Verified and Highest CoC, and Delete.
 */
export function DocumentDetailDialog(props: {
  doc: CrewDocument;
  rights: DocumentRights;
  onEdit: () => void;
  onFlags: (flags: { isVerified?: boolean; coc?: boolean }) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { doc, rights } = props;
  const category = categoryOf(doc.categoryId);
  const [confirming, setConfirming] = useState(false);
  const { blob } = useFile(doc.fileId);
  const facts: [string, string | null][] = [
    [t('Category'), t(category?.name ?? 'Document')],
    [t('Verified'), rights.verify ? null : doc.isVerified ? t('Yes') : t('Not yet')],
    [t('Nationality'), doc.nationality ? countryLabel(doc.nationality) : null],
    [t('Passport number'), doc.passportNo],
    [t('Number'), doc.customId],
    [t('Grade'), doc.grade],
    [t('Limitation'), doc.limitation],
    [t('Issued'), shown(doc.issuedAt)],
    [
      t('Expires'),
      shown(doc.expiryDate) ?? (category?.expiryRequired ? null : t(DOCUMENT_TEXT.dateNotRequired)),
    ],
    [t('Comment'), doc.comment],
  ];
  if (confirming)
    return (
      <ConfirmDialog
        title={t('Delete document')}
        confirmLabel={t('Delete')}
        danger
        onConfirm={props.onDelete}
        onCancel={() => setConfirming(false)}
      >
        {t('Please confirm you wish to DELETE {name}. Level 5 can restore it from the history.', {
          name: doc.name,
        })}
      </ConfirmDialog>
    );
  return (
    // Its ticks are saved as they are made: nothing to lose on closing.
    <Dialog title={doc.name} onClose={props.onClose} guardChanges={false}>
      <Preview doc={doc} />
      <dl className="facts">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {rights.verify ? (
        <div className="stack-tight">
          <Checkbox checked={doc.isVerified} onChange={(isVerified) => props.onFlags({ isVerified })}>
            {t('Verified')}
          </Checkbox>
          {category?.coc ? (
            <Checkbox checked={doc.coc} onChange={(coc) => props.onFlags({ coc })}>
              {t('Highest certificate of competency')}
            </Checkbox>
          ) : null}
        </div>
      ) : null}
      <div className="dialog-actions">
        {rights.remove ? (
          <Button variant="ghost" className="btn-ghost-danger" onClick={() => setConfirming(true)}>
            {t('Delete')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={!blob}
          onClick={() => blob && saveBlob(blob, `${doc.name}.${doc.extension}`)}
        >
          {t('Download')}
        </Button>
        {rights.edit ? <Button onClick={props.onEdit}>{t('Edit details')}</Button> : null}
      </div>
    </Dialog>
  );
}
