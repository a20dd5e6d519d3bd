import { useState } from 'react';
import {
  CERT_TEXT,
  type CertSection,
  type CertSettings,
  type CertType,
} from '../../../contracts/certificates';
import {
  activeRequirementTypes,
  inactiveRequirementTypes,
  requiredTypeIds,
} from '../../../domain/certificates/cert-list';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Switch } from '../../../ui/switch';
import { CertSearchDialog } from './cert-search-dialog';

/**
 * The vessel's certificate requirements (doc 2, section 4: 'toggle isActive true/false'): the
 * required types, each with its switch, by section. One switched off stays in the list until the
 * popup closes, so a slip is undone with the same switch. 'Add requirement' searches the inactive
 * ones only. Each change is kept on the device at once and sent when a link allows.
 */
export function RequirementsDialog(props: {
  settings: CertSettings | null;
  sections: readonly CertSection[];
  types: readonly CertType[];
  numberOf: (type: CertType) => string;
  /** Editing needs the module set up (the Required Settings saved). */
  editable: boolean;
  onSet: (type: CertType, isActive: boolean) => void;
  onClose: () => void;
}) {
  const [seen, setSeen] = useState<ReadonlySet<string>>(
    () => new Set(activeRequirementTypes(props.types, props.sections, props.settings).map((t) => t.id)),
  );
  const [searching, setSearching] = useState(false);
  const active = requiredTypeIds(props.settings);
  const shown = props.types.filter((t) => seen.has(t.id) || active.has(t.id));
  const sections = props.sections.filter((s) => shown.some((t) => t.sectionId === s.id));
  return (
    // Each switch is saved as it is turned: nothing to lose on closing.
    <Dialog title={t('Certificate requirements')} onClose={props.onClose} guardChanges={false}>
      {props.editable ? (
        <p className="small muted no-margin">
          {t('Required certificates with none on file show as missing in the list. {count} required.', {
            count: active.size,
          })}
        </p>
      ) : (
        <p className="no-margin" role="status">
          {CERT_TEXT.notInitialized}
        </p>
      )}
      {props.editable ? (
        <fieldset className="plain-fieldset cert-scroll">
          <legend className="visually-hidden">{t('Required certificates')}</legend>
          {shown.length === 0 ? (
            <p className="muted no-margin">{t('No certificate is required yet.')}</p>
          ) : null}
          {sections.map((s) => (
            <div key={s.id} className="cert-req-group">
              <h3>{t(s.name)}</h3>
              {shown
                .filter((t) => t.sectionId === s.id)
                .sort((a, b) => a.number.localeCompare(b.number))
                .map((t) => (
                  <Switch
                    key={t.id}
                    label={`${props.numberOf(t)} ${t.name}`}
                    checked={active.has(t.id)}
                    onChange={(on) => props.onSet(t, on)}
                  />
                ))}
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="dialog-actions">
        {props.editable ? (
          <Button variant="secondary" onClick={() => setSearching(true)}>
            {t('Add requirement')}
          </Button>
        ) : null}
        <Button onClick={props.onClose}>{t('Done')}</Button>
      </div>
      {searching ? (
        <CertSearchDialog
          types={inactiveRequirementTypes(props.types, props.sections, props.settings)}
          numberOf={props.numberOf}
          emptyText={t('Every certificate type is required already.')}
          onClose={() => setSearching(false)}
          onSelect={(t) => {
            props.onSet(t, true);
            setSeen(new Set([...seen, t.id]));
            setSearching(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
