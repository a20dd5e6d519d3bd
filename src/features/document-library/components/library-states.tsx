import { useState } from 'react';
import { Link } from 'react-router';
import { DOCS_TEXT } from '../../../contracts/document-library';
import { DEFAULT_DOC_SECTIONS } from '../../../domain/access/docs-access';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';

/**
 * What the library page shows before there is a library to show: not on this device yet, not set
 * up yet (with the way to set it up for those who keep the settings), each saying what happens next.
 */

/** The server has not granted this device the library, or it has not synced since. */
export function NotHereYet({ restricted }: { restricted: boolean }) {
  return (
    <div className="card stack">
      <h2>{t('The library is not on this device yet')}</h2>
      <p className="no-margin muted">
        {t("The vessel's documents come to this device with the next sync, and then open offline too.")}
        {restricted ? ` ${DOCS_TEXT.docsCheck}` : ''}
      </p>
      <div className="row wrap">
        <Link className="btn btn-secondary" to="/sync">
          <Icon name="sync" /> {t('Open Sync')}
        </Link>
      </div>
    </div>
  );
}

/** docsModuleInitialized is false: the sections are not there yet. */
export function NotSetUp(props: { manages: boolean; settingsPath: string; onSetUp: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  if (!props.manages)
    return (
      <div className="card stack">
        <h2>{DOCS_TEXT.notInitialized}</h2>
        <p className="no-margin muted">
          {t(
            'Your purser or captain sets it up. Its manuals, procedures and plans then show here, and open offline once synced.',
          )}
        </p>
      </div>
    );
  return (
    <div className="card stack">
      <h2>{t('Set up the document library')}</h2>
      <p className="no-margin muted">
        {t(
          "The library keeps the vessel's manuals, procedures and plans in sections, for the crew to read at sea. It starts with these sections; rename them, add others or remove them in the settings at any time.",
        )}
      </p>
      <ul className="no-margin">
        {DEFAULT_DOC_SECTIONS.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <div className="row wrap">
        <Button
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await props.onSetUp().finally(() => setBusy(false));
          }}
        >
          {t('Set up the library')}
        </Button>
        <Link className="btn btn-ghost" to={props.settingsPath}>
          {t('Choose the sections first')}
        </Link>
      </div>
    </div>
  );
}
