import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DOCS_TEXT } from '../../../contracts/document-library';
import type { StoredSession } from '../../../db/app-db';
import { missingLibrary } from '../../../domain/access/docs-access';
import { saveBlob } from '../../../lib/download';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { syncedSoFar } from '../../../sync/synced-so-far';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { NoAccess } from '../../../ui/no-access';
import { notify, notifySaved } from '../../../ui/toast';
import { DeleteDialog, RenameDialog, SectionDialog, UploadErrorDialog } from '../components/document-dialogs';
import { DocumentPreview, openDocument } from '../components/document-preview';
import type { RowActions } from '../components/document-row';
import { NotHereYet, NotSetUp } from '../components/library-states';
import { OrderEditor } from '../components/order-editor';
import { SectionCard } from '../components/section-card';
import {
  deleteDocument,
  moveDocument,
  renameDocument,
  saveOrders,
  setUpLibrary,
  uploadDocument,
  type Who,
} from '../data/docs-commands';
import { docsRightsOf, docsStandingOf, type Library, type LocalDoc, useLibrary } from '../data/use-library';
import '../components/docs.css';
import { t } from '../../../i18n/i18n';

type Popup = { kind: 'rename' | 'move' | 'delete'; doc: LocalDoc } | { kind: 'errors'; messages: string[] };

const whoOf = (me: StoredSession): Who => ({
  db,
  userId: me.user.id,
  userName: `${me.user.firstName} ${me.user.lastName}`.trim(),
  now: Date.now(),
});

/** The download's name: the title, with the file's extension when the title lost it. */
const downloadName = (doc: LocalDoc) => {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(doc.fileName)?.[0] ?? '';
  return ext && !doc.name.toLowerCase().endsWith(ext.toLowerCase()) ? `${doc.name}${ext}` : doc.name;
};

/**
 * documents/lib0 (doc 2, docs module): the vessel's library as sections of documents, read
 * offline. Tapping a document shows it in the page (beside the list on a desk, in its place on a
 * phone; Back closes it). Level 4+ upload per section, rename, set section, delete and order;
 * level 5+ find the settings here. Every change is written on the device and queued.
 */
export function LibraryPage() {
  const { me, vessel } = useRouteVessel();
  const library = useLibrary(vessel?.id);
  const synced = useLiveQuery(() => (vessel ? syncedSoFar(db, vessel.id) : undefined), [vessel?.id]);
  if (!me || !vessel) return null;
  if (!library) return <p className="muted">{t('Loading…')}</p>;
  const rights = docsRightsOf(me, vessel, library.settings);
  const base = `/fleet/${vessel.codename}/documents`;
  // The way back every sub-page of the vessel has (as on Vessel Certs, Leave and Crew).
  const back = <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>;
  const head = (
    <div>
      <h1>{t('Documents')}</h1>
      <span className="muted">{vessel.name}</span>
    </div>
  );
  if (!rights.granted) {
    const standing = docsStandingOf(me, vessel, library.settings);
    if (library.settings || missingLibrary(standing, synced ?? 'nothing') === 'no-access')
      return (
        <NoAccess
          back={`/fleet/${vessel.codename}/welcome`}
          backLabel={t('Home')}
          needs={DOCS_TEXT.docsCheck}
        />
      );
    return (
      <div className="stack docs-page">
        {back}
        {head}
        <NotHereYet restricted={false} />
      </div>
    );
  }
  if (!library.settings?.initialized || library.sections.length === 0)
    return (
      <div className="stack docs-page">
        {back}
        {head}
        <NotSetUp
          manages={rights.manages}
          settingsPath={`${base}/settings`}
          onSetUp={async () => {
            await setUpLibrary(
              whoOf(me),
              vessel.id,
              library.settings?.docsCheck ?? false,
              library.settings?.version ?? 0,
            );
            requestSync();
          }}
        />
      </div>
    );
  return (
    <LibraryView
      me={me}
      vesselId={vessel.id}
      base={base}
      back={back}
      head={head}
      library={library}
      rights={rights}
    />
  );
}

function LibraryView(props: {
  me: StoredSession;
  vesselId: number;
  base: string;
  back: React.ReactNode;
  head: React.ReactNode;
  library: Library;
  rights: ReturnType<typeof docsRightsOf>;
}) {
  const { me, vesselId, library, rights } = props;
  const [ordering, setOrdering] = useState(false);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const all = [...library.docs.values()].flat();
  const opened = all.find((d) => d.id === params.get('doc')) ?? null;
  const close = () => setPopup(null);
  const done = () => requestSync();

  const open = (doc: LocalDoc) =>
    setParams({ doc: doc.id }, { replace: Boolean(opened), state: { fromList: true } });
  const closePreview = () =>
    (location.state as { fromList?: boolean } | null)?.fromList
      ? navigate(-1)
      : setParams({}, { replace: true });
  const download = async (doc: LocalDoc) => {
    try {
      saveBlob(await openDocument(doc), downloadName(doc));
    } catch {
      notify(t('The document could not be downloaded.'), t('It downloads once the shore can be reached.'));
    }
  };
  const actions: RowActions = {
    open,
    download: (d) => void download(d),
    ...(rights.uploads
      ? {
          rename: (doc) => setPopup({ kind: 'rename', doc }),
          move: (doc) => setPopup({ kind: 'move', doc }),
          remove: (doc) => setPopup({ kind: 'delete', doc }),
        }
      : {}),
  };
  const upload = async (sectionId: string, files: File[]) => {
    const problems: string[] = [];
    let added = 0;
    for (const f of files) {
      const problem = await uploadDocument(whoOf(me), { vesselId, sectionId }, f);
      if (problem) problems.push(problem);
      else added++;
    }
    if (added) {
      notifySaved(added === 1 ? t('Document added') : t('{count} documents added', { count: added }), {
        detail: t('It goes to the server with the next sync.'),
      });
      done();
    }
    if (problems.length) setPopup({ kind: 'errors', messages: problems });
  };

  if (ordering)
    return (
      <div className="stack docs-page">
        {props.head}
        <OrderEditor
          sections={library.sections}
          docs={library.docs}
          onSave={async (changes) => {
            await saveOrders(whoOf(me), vesselId, changes);
            notifySaved(t('Order saved'));
            done();
          }}
          onDone={() => setOrdering(false)}
        />
      </div>
    );

  return (
    <div className="stack docs-page">
      {props.back}
      <div className="row-between docs-head">
        {props.head}
        <div className="row docs-head-actions">
          {rights.uploads && all.length > 1 ? (
            <Button variant="secondary" onClick={() => setOrdering(true)}>
              <Icon name="grip" /> {t('Order')}
            </Button>
          ) : null}
          {rights.manages ? (
            <Link className="btn btn-secondary" to={`${props.base}/settings`}>
              {t('Settings')}
            </Link>
          ) : null}
        </div>
      </div>
      {all.length === 0 ? (
        <p className="no-margin muted">
          {rights.uploads
            ? t(
                'The library is empty. Upload the vessel’s manuals, procedures and plans to a section below: the crew can then read them offline.',
              )
            : t('The library is empty. Documents your officers upload show here and open offline.')}
        </p>
      ) : null}
      <div className={`docs-layout${opened ? ' with-preview' : ''}`}>
        <div className="docs-sections">
          {library.sections.map((s) => (
            <SectionCard
              key={s.id}
              section={s}
              docs={library.docs.get(s.id) ?? []}
              openedId={opened?.id ?? null}
              actions={actions}
              onFiles={rights.uploads ? (files) => void upload(s.id, files) : undefined}
            />
          ))}
        </div>
        {opened ? (
          <DocumentPreview doc={opened} onClose={closePreview} onDownload={() => void download(opened)} />
        ) : null}
      </div>
      {popup?.kind === 'rename' ? (
        <RenameDialog
          doc={popup.doc}
          onClose={close}
          onSave={async (name) => {
            await renameDocument(whoOf(me), popup.doc, name);
            close();
            done();
          }}
        />
      ) : null}
      {popup?.kind === 'move' ? (
        <SectionDialog
          doc={popup.doc}
          sections={library.sections}
          onClose={close}
          onSave={async (sectionId) => {
            await moveDocument(whoOf(me), popup.doc, sectionId);
            close();
            done();
          }}
        />
      ) : null}
      {popup?.kind === 'delete' ? (
        <DeleteDialog
          doc={popup.doc}
          onClose={close}
          onConfirm={async () => {
            if (opened?.id === popup.doc.id) setParams({}, { replace: true });
            await deleteDocument(whoOf(me), popup.doc);
            close();
            notifySaved(t('Document deleted'));
            done();
          }}
        />
      ) : null}
      {popup?.kind === 'errors' ? <UploadErrorDialog messages={popup.messages} onClose={close} /> : null}
    </div>
  );
}
