import { useLiveQuery } from 'dexie-react-hooks';
import { type JSX, type ReactNode, useState } from 'react';
import { CERT_ATTACHMENT_TEXT, type CertAttachment } from '../../../contracts/cert-attachments';
import {
  CERT_ATTACHMENT_LABELS,
  CERT_ATTACHMENT_TYPES,
  type CertAttachmentType,
  checkedStatus,
} from '../../../domain/certificates/attachments';
import { saveBlob } from '../../../lib/download';
import { db, net, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import {
  addAttachments,
  archiveAllAttachments,
  archiveAttachment,
  deleteAttachment,
  setAttachmentChecked,
} from './attachment-commands';
import { AttachmentDetailDialog } from './attachment-detail-dialog';
import { downloadAllFiles, openAttachment, savedName } from './attachment-files';
import { AddFiles, AttachmentGroup, type RowActions } from './attachment-list';
import { useCertAttachments, useFailures, useLocalFiles } from './use-cert-attachments';
import './cert-attachments.css';
import { t } from '../../../i18n/i18n';

const TYPES = Object.values(CERT_ATTACHMENT_TYPES) as CertAttachmentType[];

/** An information popup with one answer (the spec's alerts, never window.alert). */
function Notice(props: { title: string; children?: ReactNode; onClose: () => void }) {
  return (
    <Dialog title={props.title} onClose={props.onClose} role="alertdialog">
      {props.children ? <div className="stack">{props.children}</div> : null}
      <div className="dialog-actions">
        <Button onClick={props.onClose} autoFocus>
          {t('OK')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A certificate's attachments on its form (doc 2, sections 2, 4, 5 and 8): grouped by type
 * (Certificate, Supporting doc, Endorsement, Supplement) with an Archive section; files added by
 * type, offline too (fewer than 10 at once, at most 20 MB each); the document detail with its
 * preview, Download and, for the check right, the Checked Yes/No control sent at once; Delete asks
 * Delete or Archive (an archived one is only deleted, after its own question); Archive all and
 * Download all; the spec's popups for a failed upload, download or bulk check.
 */
export function CertAttachments(props: {
  vesselId: number;
  certificateId: string;
  canEdit: boolean;
  canCheck: boolean;
}): JSX.Element {
  const rows = useCertAttachments(props.certificateId);
  // A certificate not saved yet has nowhere to put a file: the form saves it first.
  const saved = useLiveQuery(
    async () => !!(await db.certificates.get(props.certificateId)),
    [props.certificateId],
  );
  const canEdit = props.canEdit && saved === true;
  const files = useLocalFiles((rows ?? []).map((a) => a.id));
  const [failures, dismiss] = useFailures(rows, files, props.certificateId);
  const [opened, setOpened] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CertAttachment | null>(null);
  const [archivingAll, setArchivingAll] = useState(false);
  const [problem, setProblem] = useState<{ title: string; lines: string[] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** The signed-in user's writes (the form is only shown to them; a locked session keeps its user). */
  const who = async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error(t('Not signed in.'));
    return { db, userId: session.user.id, now: Date.now() };
  };
  const done = () => requestSync();

  const live = (rows ?? []).filter((a) => !a.attachmentArchived);
  const archived = (rows ?? []).filter((a) => a.attachmentArchived);
  const current = rows?.find((a) => a.id === opened) ?? null;
  // What Download all brings: live files the server has (version 0: not sent from here yet).
  const downloadable = live.filter((a) => !a.isCorrupted && a.version > 0);

  const add = async (type: CertAttachmentType, picked: File[]) => {
    if (picked.length === 0) return;
    const problems = await addAttachments(await who(), props, type, picked);
    if (problems.length) return setProblem({ title: CERT_ATTACHMENT_TEXT.failedTitle, lines: problems });
    done();
  };
  const download = async (a: CertAttachment) => {
    setBusy(a.id);
    try {
      const blob = await openAttachment(db, net, a);
      saveBlob(blob, await savedName(db, a));
    } catch {
      setProblem({ title: CERT_ATTACHMENT_TEXT.downloadFailed, lines: [] });
    } finally {
      setBusy(null);
    }
  };
  const downloadAll = async () => {
    setBusy('all');
    try {
      const all = await downloadAllFiles(db, net, downloadable);
      for (const f of all) saveBlob(f.blob, f.name);
    } catch {
      setProblem({ title: CERT_ATTACHMENT_TEXT.downloadFailed, lines: [] });
    } finally {
      setBusy(null);
    }
  };
  const check = async (a: CertAttachment, checked: boolean) => {
    await setAttachmentChecked(await who(), a, checked);
    done();
  };
  const archive = async (a: CertAttachment) => {
    setRemoving(null);
    setOpened(null);
    await archiveAttachment(await who(), a);
    done();
  };
  const remove = async (a: CertAttachment) => {
    setRemoving(null);
    setOpened(null);
    await deleteAttachment(await who(), a);
    done();
  };
  const archiveAll = async () => {
    setArchivingAll(false);
    await archiveAllAttachments(await who(), props.vesselId, props.certificateId);
    done();
  };

  const actions: RowActions = {
    canEdit: canEdit,
    busy,
    files,
    open: (a) => setOpened(a.id),
    download: (a) => void download(a),
    remove: (a) => setRemoving(a),
  };
  const failure = failures[0];

  return (
    <section className="card stack" aria-label={t('Attachments')}>
      <div className="cert-att-head">
        <h2 className="no-margin">{t('Attachments')}</h2>
        <span className="small muted">
          {live.length === 0
            ? t('No files yet')
            : t('{count, plural, one {# file} other {# files}} · Checked: {checked}', {
                count: live.length,
                checked: t(
                  checkedStatus(live.map((a) => ({ checked: a.attachmentChecked, archived: false }))),
                ),
              })}
        </span>
      </div>
      {rows === undefined ? <p className="small muted no-margin">{t('Loading…')}</p> : null}
      {props.canEdit && saved === false ? (
        <p className="small muted no-margin">{t('Save the certificate to add its documents.')}</p>
      ) : null}
      {TYPES.map((type) => (
        <AttachmentGroup
          key={type}
          title={t(CERT_ATTACHMENT_LABELS[type])}
          rows={live.filter((a) => a.attachmentType === type)}
          actions={actions}
          empty={canEdit ? undefined : t('None.')}
        >
          {canEdit ? (
            <AddFiles type={type} label={CERT_ATTACHMENT_LABELS[type]} onFiles={(f) => void add(type, f)} />
          ) : null}
        </AttachmentGroup>
      ))}
      {archived.length ? <AttachmentGroup title={t('Archive')} rows={archived} actions={actions} /> : null}
      {downloadable.length || (canEdit && live.length) ? (
        <div className="cert-att-actions">
          {downloadable.length ? (
            <Button variant="secondary" disabled={busy === 'all'} onClick={() => void downloadAll()}>
              <Icon name="download" /> {t('Download all')}
            </Button>
          ) : null}
          {canEdit && live.length ? (
            <Button variant="secondary" onClick={() => setArchivingAll(true)}>
              {t('Archive all')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {current && !removing ? (
        <AttachmentDetailDialog
          attachment={current}
          canEdit={canEdit}
          canCheck={props.canCheck}
          busy={busy === current.id}
          onCheck={(checked) => void check(current, checked)}
          onDownload={() => void download(current)}
          onArchive={() => void archive(current)}
          onDelete={() => setRemoving(current)}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {removing?.attachmentArchived ? (
        <ConfirmDialog
          title={t('Delete attachment')}
          confirmLabel={t('Delete')}
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p className="no-margin">{CERT_ATTACHMENT_TEXT.deleteArchived}</p>
        </ConfirmDialog>
      ) : removing ? (
        <Dialog title={t('Delete attachment')} role="alertdialog" onClose={() => setRemoving(null)}>
          <p className="no-margin">{CERT_ATTACHMENT_TEXT.deleteOrArchive}</p>
          <p className="small muted no-margin">{removing.name}</p>
          <div className="dialog-actions">
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t('Cancel')}
            </Button>
            <Button variant="secondary" onClick={() => void archive(removing)}>
              {t('Archive')}
            </Button>
            <Button variant="danger" onClick={() => void remove(removing)} autoFocus>
              {t('Delete')}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {archivingAll ? (
        <ConfirmDialog
          title={t('Archive all')}
          confirmLabel={t('Archive all')}
          onCancel={() => setArchivingAll(false)}
          onConfirm={() => void archiveAll()}
        >
          <p className="no-margin">
            {t('Please confirm you wish to ARCHIVE all attachments of this certificate.')}
          </p>
        </ConfirmDialog>
      ) : null}
      {problem ? (
        <Notice title={problem.title} onClose={() => setProblem(null)}>
          {problem.lines.map((line) => (
            <p key={line} className="no-margin">
              {line}
            </p>
          ))}
        </Notice>
      ) : failure && !problem ? (
        <Notice
          title={
            failure.kind === 'checkAll'
              ? CERT_ATTACHMENT_TEXT.checkAllFailed
              : CERT_ATTACHMENT_TEXT.failedTitle
          }
          onClose={() => dismiss(failure.key)}
        >
          {failure.kind === 'upload' ? <p className="no-margin">{CERT_ATTACHMENT_TEXT.failed}</p> : null}
          {failure.names.length ? <p className="small muted no-margin">{failure.names.join(', ')}</p> : null}
          {failure.message &&
          failure.message !== 'corrupted' &&
          failure.message !== CERT_ATTACHMENT_TEXT.failed ? (
            <p className="small no-margin">{failure.message}</p>
          ) : null}
        </Notice>
      ) : null}
    </section>
  );
}
