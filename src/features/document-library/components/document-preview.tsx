import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { db, net } from '../../../lib/services';
import { OfflineError } from '../../../sync/auth-refresh';
import { openFile } from '../../../sync/files/file-cache';
import { Button } from '../../../ui/button';
import { FilePreview } from '../../../ui/file-preview';
import { Icon } from '../../../ui/icons';
import type { LocalDoc } from '../data/use-library';
import { kindOf } from './document-row';

/** Doc 2, section 5: 'Previewable types: pdf, jpg, jpeg, png', each shown as its own type. */
const PREVIEW_TYPES: Record<string, string> = {
  PDF: 'application/pdf',
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
};

/**
 * The type to show a document as, or null for 'No preview available'. The name's extension says
 * whether to try; the content the server sniffed must agree, so a file named .pdf that is
 * something else is never handed to the browser's viewer as one.
 */
export function previewType(doc: Pick<LocalDoc, 'fileName' | 'mime'>): string | null {
  const type = PREVIEW_TYPES[kindOf(doc.fileName)];
  if (!type) return null;
  return doc.mime === null || doc.mime === type ? type : null;
}

/** The document's bytes: the device's copy (offline too) or fetched once through its route, and kept. */
export function openDocument(doc: LocalDoc) {
  return openFile(db, net, doc.fileId, `/docs/documents/file/${doc.id}`);
}

function useDocumentUrl(doc: LocalDoc, type: string | null) {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    if (!type) return;
    let live = true;
    let made: string | undefined;
    setState({});
    openDocument(doc)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([blob], { type }));
        setState({ url: made });
      })
      .catch(
        (e) =>
          live &&
          setState({
            error:
              e instanceof OfflineError
                ? t('This document shows once the shore can be reached.')
                : String(e.message),
          }),
      );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [doc, type]);
  return state;
}

/**
 * A document shown in the page: a PDF in a frame (or, where the browser shows none in a page, a
 * link that opens it in a tab), a photo as an image, anything else the spec's text; Download and
 * Close below its title.
 */
export function DocumentPreview(props: { doc: LocalDoc; onClose: () => void; onDownload: () => void }) {
  const { doc } = props;
  const type = previewType(doc);
  const { url, error } = useDocumentUrl(doc, type);
  const pane = useRef<HTMLElement>(null);
  // The row tapped gives way to the preview on a phone: the keyboard's focus goes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document opened
  useEffect(() => {
    const active = document.activeElement;
    // On a phone the list is hidden under the preview (offsetParent null: not laid out).
    const lost = !(active instanceof HTMLElement) || active === document.body || active.offsetParent === null;
    if (lost) pane.current?.focus({ preventScroll: true });
  }, [doc.id]);
  const body = (
    <FilePreview
      className="docs-preview-frame"
      kind={!type ? 'none' : type === 'application/pdf' ? 'pdf' : 'image'}
      url={url}
      error={error}
      name={doc.name}
      pdfInPage={navigator.pdfViewerEnabled !== false}
      keepFocus
    />
  );
  return (
    <section
      ref={pane}
      tabIndex={-1}
      className="card stack docs-preview-pane"
      aria-label={t('Preview of {name}', { name: doc.name })}
    >
      {/* The name on a line of its own beside Close (a phone has no room for Download too). */}
      <div className="preview-head">
        <h2 className="preview-title">{doc.name}</h2>
        <button
          type="button"
          className="dialog-close"
          aria-label={t('Close the preview')}
          onClick={props.onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="row-between wrap preview-meta">
        <span className="small muted">
          {kindOf(doc.fileName)} · {formatFileSize(doc.size)} {t('· uploaded by')} {doc.uploadedBy}
        </span>
        <Button variant="secondary" small onClick={props.onDownload}>
          <Icon name="download" /> {t('Download')}
        </Button>
      </div>
      {body}
    </section>
  );
}
