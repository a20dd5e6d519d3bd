import { useEffect, useRef, useState } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { keepFocusOutOfFrame } from '../../../ui/frame-focus';
import { closeOnBack } from '../../../ui/history-popups';
import { Icon } from '../../../ui/icons';

/**
 * A report's PDF shown in the page (View): the whole screen on a phone, a large frame on a wider
 * one, with Download and Close. Its own history entry, so the phone's Back closes it and leaves
 * the download options below it as they were.
 */
export function ReportViewer(props: {
  title: string;
  blob: Blob;
  note?: string | undefined;
  onDownload: () => void;
  onClose: () => void;
}) {
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(() => closeOnBack(() => close.current()), []);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // The browser's viewer names the type from the Blob: a PDF is shown, never anything else.
    const made = URL.createObjectURL(new Blob([props.blob], { type: 'application/pdf' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [props.blob]);
  return (
    <ModalOverlay isOpen className="dialog-backdrop" onOpenChange={(o) => o || close.current()}>
      <Modal className="report-viewer-frame">
        <AriaDialog className="report-viewer" aria-label={props.title}>
          <div className="report-viewer-head">
            <Heading slot="title" level={2} className="report-viewer-title">
              {props.title}
            </Heading>
            <Button variant="secondary" small onClick={props.onDownload}>
              <Icon name="download" /> {t('Download')}
            </Button>
            <button
              type="button"
              className="dialog-close"
              aria-label={t('Close')}
              onClick={() => close.current()}
            >
              <Icon name="close" />
            </button>
          </div>
          {props.note ? <p className="small muted no-margin report-viewer-note">{props.note}</p> : null}
          {!url ? (
            <p className="muted">{t('Opening…')}</p>
          ) : navigator.pdfViewerEnabled === false ? (
            // A browser with no viewer in the page (many phones): the PDF opens in its own tab.
            <p className="report-viewer-fallback">
              <a className="btn btn-secondary" href={url} target="_blank" rel="noopener">
                <Icon name="file" /> {t('Open the PDF')}
              </a>
            </p>
          ) : (
            <iframe
              className="report-viewer-pdf"
              src={url}
              title={props.title}
              onLoad={(e) => keepFocusOutOfFrame(e.currentTarget)}
            />
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
