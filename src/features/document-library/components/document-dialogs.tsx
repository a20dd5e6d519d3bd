import { useState } from 'react';
import { DOC_NAME_MAX, DOCS_TEXT } from '../../../contracts/document-library';
import { renameProblem } from '../../../domain/certificates/document-library';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import type { LocalDoc, LocalSection } from '../data/use-library';

/**
 * The library's popups (doc 2): edit document name (text field, Cancel and Continue, Continue
 * disabled while the name is invalid), edit document section (a select of sections), and the
 * delete confirmation. Each closes with Back, as every popup does.
 */

export function RenameDialog(props: { doc: LocalDoc; onSave: (name: string) => void; onClose: () => void }) {
  const [name, setName] = useState(props.doc.name);
  const problem = renameProblem(name);
  // Past the limit the field's counter says so; Continue waits as for an illegal title.
  const invalid = Boolean(problem) || name.length > DOC_NAME_MAX;
  const unchanged = name.trim() === props.doc.name;
  return (
    <Dialog title={t('Edit document name')} onClose={props.onClose}>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !unchanged) props.onSave(name);
        }}
      >
        <TextField
          label={t('Name')}
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          error={problem ?? undefined}
          limit={DOC_NAME_MAX}
        />
        <div className="dialog-actions">
          <DialogCancel>{t('Cancel')}</DialogCancel>
          <Button type="submit" disabled={invalid || unchanged}>
            {t('Continue')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function SectionDialog(props: {
  doc: LocalDoc;
  sections: readonly LocalSection[];
  onSave: (sectionId: string) => void;
  onClose: () => void;
}) {
  const [sectionId, setSectionId] = useState(props.doc.sectionId);
  return (
    <Dialog title={t('Edit document section')} onClose={props.onClose}>
      <p className="no-margin muted">
        {t('Move')} <strong>{props.doc.name}</strong>{' '}
        {t("to another section. It goes to the end of that section's list.")}
      </p>
      <Select
        label={t('Section')}
        value={sectionId}
        onChange={setSectionId}
        choices={props.sections.map((s) => ({ id: s.id, label: s.name }))}
      />
      <div className="dialog-actions">
        <DialogCancel>{t('Cancel')}</DialogCancel>
        <Button disabled={sectionId === props.doc.sectionId} onClick={() => props.onSave(sectionId)}>
          {t('Save')}
        </Button>
      </div>
    </Dialog>
  );
}

export function DeleteDialog(props: { doc: LocalDoc; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={t('Delete document')}
      confirmLabel={t('Delete')}
      danger
      onConfirm={props.onConfirm}
      onCancel={props.onClose}
    >
      <p className="no-margin">{DOCS_TEXT.deleteDocument(props.doc.name)}</p>
      <p className="small muted">{t('It leaves the library on every device at the next sync.')}</p>
    </ConfirmDialog>
  );
}

/** The upload error popup (doc 2, section 8: titled 'Upload error'), one line per file refused. */
export function UploadErrorDialog(props: { messages: string[]; onClose: () => void }) {
  return (
    <Dialog title={t('Upload error')} onClose={props.onClose}>
      <ul className="stack no-margin" style={{ paddingLeft: 20 }}>
        {props.messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button onClick={props.onClose}>{t('OK')}</Button>
      </div>
    </Dialog>
  );
}
