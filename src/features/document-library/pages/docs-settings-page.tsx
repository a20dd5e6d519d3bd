import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoredSession } from '../../../db/app-db';
import { DEFAULT_DOC_SECTIONS, turnsDocsCheck } from '../../../domain/access/docs-access';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { NoAccess } from '../../../ui/no-access';
import { Switch } from '../../../ui/switch';
import { notifySaved } from '../../../ui/toast';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { type SectionDraft, SectionListEditor, sectionProblems } from '../components/section-list-editor';
import { newDocId, saveDocsSettings } from '../data/docs-commands';
import { docsRightsOf, docsStandingOf, type Library, useLibrary } from '../data/use-library';
import '../components/docs.css';
import { t } from '../../../i18n/i18n';

/**
 * documents/settings (level 5+ with access): docsCheck and the library's sections, saved together
 * (offline too: queued, based on the settings this device holds). docsCheck is turned on and off
 * only by those it leaves the library to (turnsDocsCheck): to anyone else the switch shows how it
 * stands, and says who turns it. Leaving with unsaved changes asks, Back included.
 */
export function DocsSettingsPage() {
  const { me, vessel } = useRouteVessel();
  const library = useLibrary(vessel?.id);
  if (!me || !vessel) return null;
  if (!library) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/documents`;
  if (!docsRightsOf(me, vessel, library.settings).manages)
    return (
      <NoAccess
        back={`${base}/lib0`}
        backLabel={t('Documents')}
        needs={t('The document settings are for access level Purser and above.')}
      />
    );
  return (
    <SettingsForm
      key={`${vessel.id}:${library.settings?.version}`}
      me={me}
      vessel={vessel}
      library={library}
      base={base}
    />
  );
}

function SettingsForm(props: {
  me: StoredSession;
  vessel: { id: number; name: string; codename: string; modules: string[] };
  library: Library;
  base: string;
}) {
  const { me, vessel, library } = props;
  const settings = library.settings!;
  const initial: SectionDraft[] = library.sections.length
    ? library.sections.map((s) => ({ id: s.id, name: s.name }))
    : DEFAULT_DOC_SECTIONS.map((name) => ({ id: newDocId(), name }));
  const [list, setList] = useState(initial);
  const [docsCheck, setDocsCheck] = useState(settings.docsCheck);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const counts = new Map([...library.docs].map(([id, docs]) => [id, docs.length]));
  const dirty =
    !settings.initialized ||
    docsCheck !== settings.docsCheck ||
    JSON.stringify(list) !== JSON.stringify(library.sections.map((s) => ({ id: s.id, name: s.name })));
  const invalid = Object.keys(sectionProblems(list)).length > 0;

  const save = async () => {
    setTried(true);
    if (invalid) return false;
    const problem = await saveDocsSettings(
      { db, userId: me.user.id, userName: `${me.user.firstName} ${me.user.lastName}`, now: Date.now() },
      { yachtId: vessel.id, docsCheck, sections: list.map((s) => ({ id: s.id, name: s.name.trim() })) },
      settings.version,
    );
    if (problem) {
      setError(problem);
      return false;
    }
    requestSync();
    // The toast's own line says where they are (on their way, sent, or on this device).
    notifySaved(t('Document settings saved'));
    return true;
  };
  const guard = useUnsavedGuard({
    dirty,
    what: t('the document settings'),
    onSave: save,
    onDiscard: () => undefined,
    links: true,
  });
  const submit = async () => {
    if (await save()) navigate(`${props.base}/lib0`);
  };
  const turns = turnsDocsCheck(docsStandingOf(me, vessel, settings));

  return (
    <div className="stack docs-settings">
      <BackLink to={`${props.base}/lib0`}>{t('Documents')}</BackLink>
      <div>
        <h1>{t('Document settings')}</h1>
        <span className="muted">{vessel.name}</span>
      </div>
      {!settings.initialized ? (
        <p className="banner banner-info no-margin">
          {t('The library is not set up yet. Saving sets it up with these sections.')}
        </p>
      ) : null}
      <section className="card stack" aria-labelledby="docs-access">
        <h2 id="docs-access">{t('Who opens the library')}</h2>
        <div>
          <Switch
            label={t('Documents check: management only')}
            checked={docsCheck}
            onChange={setDocsCheck}
            isDisabled={!turns}
          />
          <p className="small muted setting-hint">
            {t(
              'When on, the library is open to access level 6 and above, other than the Captain. Everyone else no longer sees it, on any device. When off, everyone on board reads it; level 4 and above upload and arrange documents.',
            )}
          </p>
          {turns ? null : (
            <p className="small muted setting-hint">
              {t(
                'Only access level 6 and above, other than the Captain, turn the documents check on or off.',
              )}
            </p>
          )}
        </div>
      </section>
      <section className="card stack" aria-labelledby="docs-sections">
        <div>
          <h2 id="docs-sections">{t('Sections')}</h2>
          <p className="small muted no-margin">{t('In the order the library shows them.')}</p>
        </div>
        <SectionListEditor list={list} counts={counts} onChange={setList} showAll={tried} />
      </section>
      {error ? (
        <p className="form-error no-margin" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row wrap">
        <Button onClick={() => void submit()} disabled={!dirty}>
          {t('Save')}
        </Button>
        <Button variant="ghost" onClick={() => guard.guard(() => navigate(`${props.base}/lib0`))}>
          {t('Cancel')}
        </Button>
      </div>
      {guard.prompt}
    </div>
  );
}
