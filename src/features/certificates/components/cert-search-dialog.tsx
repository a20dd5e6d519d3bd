import { type FormEvent, useState } from 'react';
import type { CertType } from '../../../contracts/certificates';
import { certificateSearchProblem, matchCertificateName } from '../../../domain/certificates/cert-form';
import { suggestNames } from '../../../domain/certificates/cert-list';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';

/**
 * The 'Vessel Certificates' popup (doc 2, section 2): a search box 'Search Vessel Certificates',
 * the names that match to tap, Cancel and Select, and an 'Add Other' link when enabled. The
 * text must name one of the types offered ('You need to submit valid certificate name.').
 * Adding a certificate offers the types it can be of; adding a requirement, only inactive ones.
 */
export function CertSearchDialog(props: {
  types: readonly CertType[];
  /** The number with the section's shortcut, shown beside each name. */
  numberOf: (type: CertType) => string;
  onSelect: (type: CertType) => void;
  onAddOther?: (() => void) | undefined;
  onClose: () => void;
  /** What the list is, when there is nothing to offer. */
  emptyText: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const names = props.types.map((t) => t.name);
  const suggestions = suggestNames(text, names, 50);
  const chosen = matchCertificateName(text, names);
  const select = (e: FormEvent) => {
    e.preventDefault();
    const problem = certificateSearchProblem(text, names);
    setError(problem ?? undefined);
    const type = props.types.find((t) => t.name === chosen);
    if (!problem && type) props.onSelect(type);
  };
  return (
    <Dialog title={t('Vessel Certificates')} onClose={props.onClose}>
      <form className="stack" onSubmit={select} noValidate>
        <TextField
          label={t('Search Vessel Certificates')}
          type="search"
          // Typing is the first thing anyone does here (Enter then selects the name typed).
          autoFocus
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        {names.length === 0 ? (
          <p className="muted no-margin">{props.emptyText}</p>
        ) : suggestions.length === 0 ? (
          <p className="muted no-margin small">
            {t("No certificate name holds ''{text}''.", { text: text.trim() })}
          </p>
        ) : (
          <ul className="cert-suggestions" aria-label={t('Certificate names')}>
            {suggestions.map((name) => {
              const type = props.types.find((t) => t.name === name)!;
              return (
                <li key={type.id}>
                  <button
                    type="button"
                    className="cert-suggestion"
                    aria-pressed={chosen === name}
                    onClick={() => {
                      setText(name);
                      setError(undefined);
                    }}
                  >
                    <span className="cert-no">{props.numberOf(type)}</span>
                    <span>{name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {props.onAddOther ? (
          <button type="button" className="link-button" onClick={props.onAddOther}>
            {t('Add Other')}
          </button>
        ) : null}
        <div className="dialog-actions">
          <Button variant="ghost" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit">{t('Select')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
