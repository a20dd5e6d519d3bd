import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { type CrewDocument, DOCUMENT_TEXT } from '../../../contracts/crew-documents';
import type { Pending } from '../../../db/app-db';
import { crewState } from '../../../domain/crew/crew-display';
import {
  addsDocument,
  deletesDocument,
  editsDocument,
  managesDocuments,
  verifiesDocument,
} from '../../../domain/crew/document-access';
import { categoryOf, shortName } from '../../../domain/crew/document-categories';
import { EXPIRY_ALERT_DAYS } from '../../../domain/crew/document-issues';
import { saveDownload } from '../../../lib/download';
import { db, requestSync } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { notify, notifySaved } from '../../../ui/toast';
import * as commands from '../data/document-commands';
import { dropDocumentDraft, keepDocumentDraft, readDocumentDraft } from '../data/document-draft';
import { DocumentDetailDialog } from './document-detail-dialog';
import { type DocumentForm, DocumentFormDialog } from './document-form-dialog';
import './documents.css';
import { isoDay, showExpiry, showFullDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

type Open = { kind: 'add' } | { kind: 'detail'; id: string } | { kind: 'edit'; id: string } | null;

/**
 * An expiry's state for its pill: past, within the alert days, or fine. A former crew member's
 * papers are a record now: their expiry is shown, no one's task.
 */
function expiry(doc: CrewDocument, today: string, record = false) {
  if (!doc.expiryDate) return null;
  const days = (Date.parse(doc.expiryDate) - Date.parse(today)) / 86_400_000;
  // Never a two-digit year on an expiry, and how far it is: what the reader acts on.
  if (record)
    return { className: 'pill-neutral', text: t('Expires {date}', { date: showFullDate(doc.expiryDate) }) };
  const text = showExpiry(doc.expiryDate, today, t);
  if (days < 0) return { className: 'pill-bad', text: t('Expired {date}', { date: text }) };
  if (days <= EXPIRY_ALERT_DAYS)
    return { className: 'pill-warn', text: t('Expires soon · {date}', { date: text }) };
  return { className: 'pill-neutral', text: t('Expires {date}', { date: text }) };
}

/** Under the name: the category when the title is another, and the document's number. */
function subtitle(d: CrewDocument) {
  const category = t(categoryOf(d.categoryId)?.name ?? 'Document');
  return (
    [category === d.name ? null : category, d.passportNo ?? d.customId].filter(Boolean).join(' · ') ||
    category
  );
}

/**
 * The crew profile's Documents tab (doc 2, crew documents): the Document List and the Private
 * docs, read from the device (offline too), each opened in document-detail. A document added
 * here waits on the device, its file too, until a link carries them to the server. A former
 * crew member's profile shows them read-only (to see and download).
 */
export function DocumentsTab(props: {
  crew: CrewRecord;
  level: number | null;
  me: number;
  readOnly?: boolean;
}) {
  const { crew, level, readOnly = false } = props;
  const own = crew.userId === props.me;
  const online = useOnline();
  const [open, setOpen] = useState<Open>(null);
  const docs = useLiveQuery(
    async () =>
      (await db.crewDocuments.where('crewId').equals(crew.id).toArray())
        .filter((d) => !d.deleted)
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)),
    [crew.id],
  );
  const today = isoDay(new Date());
  const current = crewState(crew, today) !== 'former';
  const adds = !readOnly && addsDocument(level, crew.permissionLevel, own, current);
  // A document being added before a reload (or the app closed) opens again as it was.
  const draft = useLiveQuery(
    () => readDocumentDraft<DocumentForm>(db, props.me, crew.id),
    [props.me, crew.id],
  );
  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current || draft === undefined) return;
    reopened.current = true;
    if (draft && adds) setOpen((o) => o ?? { kind: 'add' });
  }, [draft, adds]);
  const keepDraft = useCallback(
    (values: DocumentForm, file: File | null) =>
      void keepDocumentDraft(db, props.me, crew.id, { values, file }),
    [props.me, crew.id],
  );
  const dropDraft = () => void dropDocumentDraft(db, props.me, crew.id);
  const who = { db, userId: props.me, now: Date.now() };
  const rightsOf = (d: CrewDocument) => ({
    edit: !readOnly && editsDocument(level, crew.permissionLevel, own, d.isVerified),
    verify: !readOnly && verifiesDocument(level, crew.permissionLevel, own),
    remove: !readOnly && deletesDocument(level, crew.permissionLevel, own, current),
  });
  // Each change goes at once when there is a link (else it waits in the outbox).
  const saved = (what: string) => {
    requestSync();
    notifySaved(what);
  };
  const selected = open && open.kind !== 'add' ? docs?.find((d) => d.id === open.id) : undefined;

  const save = async (values: DocumentForm, file: File | null) => {
    const input = { ...values, isPrivate: values.isPrivate };
    if (open?.kind === 'edit' && selected) {
      const { isPrivate: _, ...details } = input;
      await commands.saveDocument({ ...who, now: Date.now() }, selected, details);
      setOpen({ kind: 'detail', id: selected.id });
      return saved(t('Document details saved.'));
    }
    if (!file) return;
    const made = await commands.addDocument({ ...who, now: Date.now() }, crew, file, input);
    dropDraft();
    setOpen(null);
    saved(t('{name} added.', { name: made.name }));
  };

  const list = (title: string, rows: Pending<CrewDocument>[]) => (
    <section className="card stack" aria-label={title}>
      <h2>{title}</h2>
      <ul className="document-list">
        {rows.map((d) => {
          const state = expiry(d, today, readOnly);
          return (
            <li key={d.id}>
              <button
                type="button"
                className="document-row"
                onClick={() => setOpen({ kind: 'detail', id: d.id })}
              >
                <Icon name="file" />
                <span className="document-name">
                  <strong title={d.name}>{shortName(d.name)}</strong>
                  <span className="muted small">{subtitle(d)}</span>
                </span>
                <span className="document-pills">
                  {state ? <span className={`pill ${state.className}`}>{state.text}</span> : null}
                  {d.isVerified ? <span className="pill pill-ok">{t('Verified')}</span> : null}
                  {d.coc ? <span className="pill pill-ok">{t('Highest CoC')}</span> : null}
                  {d.pending ? (
                    <span className="pill pill-neutral pill-icon">
                      <Icon name="cloudOff" /> {t('On this device, not sent yet')}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );

  if (!docs) return <p className="muted">{t('Loading…')}</p>;
  const shared = docs.filter((d) => !d.isPrivate);
  const hidden = docs.filter((d) => d.isPrivate);
  return (
    <div className="stack documents-tab">
      <div className="row documents-actions">
        {adds ? (
          <Button onClick={() => setOpen({ kind: 'add' })}>
            <Icon name="plus" /> {t('Add document')}
          </Button>
        ) : null}
        {managesDocuments(level) && docs.length > 0 ? (
          <Button
            variant="secondary"
            disabled={!online}
            onClick={() =>
              saveDownload(
                `/documents/zip/${crew.id}`,
                `documents-${crew.firstName}-${crew.lastName}.zip`,
              ).catch((e: Error) => notify(t('Download failed'), e.message))
            }
          >
            <Icon name="download" /> {t(DOCUMENT_TEXT.downloadAll)}
          </Button>
        ) : null}
      </div>
      {docs.length === 0 && readOnly ? (
        <section className="card stack" aria-label={t('Documents')}>
          <h2>{t('Documents')}</h2>
          <p className="muted no-margin">{t(DOCUMENT_TEXT.empty)}</p>
        </section>
      ) : null}
      {docs.length === 0 && !readOnly ? <p className="card muted">{t(DOCUMENT_TEXT.empty)}</p> : null}
      {shared.length ? list(t(DOCUMENT_TEXT.list), shared) : null}
      {hidden.length ? list(t(DOCUMENT_TEXT.privateList), hidden) : null}
      {open?.kind === 'add' || (open?.kind === 'edit' && selected) ? (
        <DocumentFormDialog
          level={level}
          doc={open.kind === 'edit' ? selected : undefined}
          onSave={save}
          onClose={() => {
            if (open.kind === 'add') dropDraft();
            setOpen(selected ? { kind: 'detail', id: selected.id } : null);
          }}
          draft={open.kind === 'add' ? (draft ?? undefined) : undefined}
          onDraft={open.kind === 'add' ? keepDraft : undefined}
        />
      ) : null}
      {open?.kind === 'detail' && selected ? (
        <DocumentDetailDialog
          doc={selected}
          rights={rightsOf(selected)}
          onEdit={() => setOpen({ kind: 'edit', id: selected.id })}
          onFlags={(flags) =>
            void commands.flagDocument({ ...who, now: Date.now() }, selected, flags).then(requestSync)
          }
          onDelete={async () => {
            await commands.deleteDocument({ ...who, now: Date.now() }, selected);
            setOpen(null);
            saved(t('{name} deleted.', { name: selected.name }));
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
