import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';
import type { LocalDoc, LocalSection } from '../data/use-library';
import { DocumentRow, type RowActions } from './document-row';

/**
 * The upload area of a section (doc 2: 'drag and drop or click'): a large button that opens the
 * file picker (several files at once, a photo taken on the spot too); on a desk, files dropped
 * anywhere on the section's card land here as well.
 */
function UploadArea(props: { section: LocalSection; onFiles: (files: File[]) => void }) {
  return (
    <label className="upload-area">
      <input
        type="file"
        multiple
        accept="application/pdf,image/*,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
        aria-label={t('Upload to {section}', { section: props.section.name })}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) props.onFiles(files);
        }}
      />
      <Icon name="plus" />
      <span>
        {t('Upload to {section}', { section: props.section.name })}
        <span className="upload-hint"> {t('or drop files here')}</span>
      </span>
    </label>
  );
}

/** A section as a card: its name and count, the upload area, its documents in order. */
export function SectionCard(props: {
  section: LocalSection;
  docs: LocalDoc[];
  openedId: string | null;
  actions: RowActions;
  /** Absent without accessToUploadDocs. */
  onFiles?: (files: File[]) => void;
}) {
  const { section, docs, onFiles } = props;
  const [dropping, setDropping] = useState(false);
  const count = t('{count, plural, one {# document} other {# documents}}', { count: docs.length });
  const drop = onFiles
    ? {
        onDragOver: (e: React.DragEvent) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDropping(true);
        },
        onDragLeave: () => setDropping(false),
        onDrop: (e: React.DragEvent) => {
          e.preventDefault();
          setDropping(false);
          const files = [...e.dataTransfer.files];
          if (files.length) onFiles(files);
        },
      }
    : {};
  return (
    <section
      className={`card stack section-card${dropping ? ' dropping' : ''}`}
      aria-labelledby={`section-${section.id}`} // not-ui-text: an element id
      {...drop}
    >
      <div className="row-between section-head">
        <h2 id={`section-${section.id}`}>{section.name}</h2>
        <span className="small muted section-count">{count}</span>
      </div>
      {docs.length ? (
        <ul className="doc-list">
          {docs.map((d) => (
            <li key={d.id}>
              <DocumentRow doc={d} opened={props.openedId === d.id} actions={props.actions} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="section-empty small">
          {t('No documents in this section yet.')}{' '}
          {onFiles
            ? t('Upload a PDF or a photo of at most 4 MB; the crew can read it offline once synced.')
            : t('Documents your officers add here show up after the next sync.')}
        </p>
      )}
      {onFiles ? <UploadArea section={section} onFiles={onFiles} /> : null}
    </section>
  );
}
