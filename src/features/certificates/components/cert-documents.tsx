import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { CertAttachments } from '../attachments/cert-attachments';
import type { CertRights } from '../data/use-certs';

/**
 * The form's documents: the certificate's attachments (uploads, Checked, archive) once the
 * certificate exists. A new one is saved first, since its documents are filed under it and the
 * server must know the certificate before it takes them.
 */
export function CertDocuments(props: {
  vesselId: number;
  certificateId: string;
  saved: boolean;
  /** The type asks for a document (documentUploadRequired). */
  required: boolean;
  total: number;
  rights: CertRights;
  busy: boolean;
  onSaveFirst: () => void;
}) {
  const note =
    props.required && props.total === 0 ? (
      <p className="banner banner-warn no-margin" role="status">
        {t('This certificate needs a scan of the document.')}
      </p>
    ) : null;
  // The attachments come in their own card (the attachments feature's); a new certificate gets
  // a card of ours that says why they wait.
  if (props.saved)
    return (
      <div className="stack">
        {note}
        <CertAttachments
          vesselId={props.vesselId}
          certificateId={props.certificateId}
          canEdit={props.rights.sees}
          canCheck={props.rights.accessToCheckAttachments}
        />
      </div>
    );
  return (
    <section className="card stack" aria-labelledby="cert-documents">
      <h2 id="cert-documents">{t('Documents')}</h2>
      {note}
      <p className="small muted no-margin">{t('Save the certificate to add its documents.')}</p>
      <Button
        variant="secondary"
        className="cert-docs-first"
        onClick={props.onSaveFirst}
        disabled={props.busy}
      >
        {t('Save and add documents')}
      </Button>
    </section>
  );
}
