import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { categoryOf, shortName } from '../../../domain/crew/document-categories';
import { requirementName } from '../../../domain/crew/requirement-types';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { notifySaved } from '../../../ui/toast';
import { addDocument } from '../data/document-commands';
import { DocumentFormDialog } from './document-form-dialog';
import './documents.css';
import { t } from '../../../i18n/i18n';

type NewCrew = { id: number; vesselId: number; userId: number; positionId: number | null };

/**
 * The requirements the new crew member's position asks for (and the vessel's own), each with
 * whether a document is on file: read from the device, so the step works offline.
 */
export function useWizardRequirements(crew: NewCrew | null) {
  return useLiveQuery(async () => {
    if (!crew) return [];
    const [asked, docs] = await Promise.all([
      db.requirements.where('vesselId').equals(crew.vesselId).toArray(),
      db.crewDocuments.where('crewId').equals(crew.id).toArray(),
    ]);
    const held = new Set(docs.filter((d) => !d.deleted).map((d) => d.categoryId));
    const types = new Set(
      asked
        .filter((r) => !r.deleted && (r.positionId === null || r.positionId === crew.positionId))
        .map((r) => r.requirementTypeId),
    );
    return [...types]
      .sort((a, b) => a - b)
      .map((id) => ({ id, name: requirementName(id), held: held.has(id) }));
  }, [crew?.id, crew?.vesselId, crew?.positionId]);
}

/** Step 'Requirements' (doc 2, section 4): what the position asks for, and what is on file. */
export function RequirementsStep(props: { crew: NewCrew | null; name: string; setupPath: string | null }) {
  const items = useWizardRequirements(props.crew);
  if (!items) return <p className="muted">{t('Loading…')}</p>;
  if (!items.length)
    return (
      <p className="muted no-margin">
        {t('No requirements are set for this position.')}{' '}
        {props.setupPath ? (
          <Link to={props.setupPath}>{t('Set them on Departments and positions.')}</Link>
        ) : null}
      </p>
    );
  return (
    <div className="stack-tight">
      <p className="muted no-margin">
        {t(
          'What {name} needs on this vessel. Each missing item is an open issue until a document for it is on file.',
          { name: props.name || t('the crew member') },
        )}
      </p>
      <ul className="document-list" aria-label={t('Requirements')}>
        {items.map((r) => (
          <li key={r.id} className="row-between wizard-requirement">
            <span>{t(r.name)}</span>
            <span className={`pill ${r.held ? 'pill-ok' : 'pill-warn'}`}>
              {r.held ? t('On file') : t('Missing')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 'Documents' (Manual path): documents added for the new crew member, through the file queue. */
export function DocumentsStep(props: { crew: NewCrew | null; level: number | null; me: number }) {
  const [adding, setAdding] = useState(false);
  const crew = props.crew;
  const docs = useLiveQuery(
    async () =>
      crew
        ? (await db.crewDocuments.where('crewId').equals(crew.id).toArray()).filter((d) => !d.deleted)
        : [],
    [crew?.id],
  );
  if (!crew) return null;
  return (
    <div className="stack-tight">
      {docs?.length ? (
        <ul className="document-list" aria-label={t('Documents added')}>
          {docs.map((d) => (
            <li key={d.id} className="row wizard-requirement">
              <Icon name="file" />
              <span>
                {shortName(d.name)}{' '}
                {categoryOf(d.categoryId)?.name === d.name ? null : (
                  <span className="muted small">{t(categoryOf(d.categoryId)?.name ?? '')}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted no-margin">
          {t('No documents yet. Add a passport or certificates now, or later on the profile.')}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Icon name="plus" /> {t('Add document')}
        </Button>
      </div>
      {adding ? (
        <DocumentFormDialog
          level={props.level}
          onClose={() => setAdding(false)}
          onSave={async (values, file) => {
            if (!file) return;
            const made = await addDocument({ db, userId: props.me, now: Date.now() }, crew, file, values);
            setAdding(false);
            requestSync();
            notifySaved(t('{name} added.', { name: made.name }));
          }}
        />
      ) : null}
    </div>
  );
}
