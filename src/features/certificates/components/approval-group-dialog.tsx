import { useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { roleNameId } from '../../../domain/access/role-names';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { FormDialog } from '../../../ui/form-dialog';

/**
 * The certificate approval group (doc 2, sections 3 and 6): crew members who keep the register
 * and check documents whatever their level. Ticked names are the whole group; a member who has
 * left stays listed (and can be taken out) until removed, as the server allows.
 */
export function ApprovalGroupDialog(props: {
  crew: readonly CrewRecord[] | undefined;
  group: readonly number[];
  onSave: (userIds: number[]) => Promise<void>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(props.group));
  const [busy, setBusy] = useState(false);
  const crew = props.crew ?? [];
  const listed = new Set(crew.map((c) => c.userId));
  const gone = props.group.filter((id) => !listed.has(id));
  const toggle = (userId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(userId);
    else next.delete(userId);
    setChosen(next);
  };
  return (
    <FormDialog
      title={t('Certificate approval group')}
      busy={busy}
      onClose={props.onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void props.onSave([...chosen]);
      }}
    >
      <p className="small muted no-margin">
        {t(
          'Members see Vessel Certs and check certificate documents, whatever their access level. {count} chosen.',
          {
            count: chosen.size,
          },
        )}
      </p>
      <fieldset className="plain-fieldset cert-scroll">
        <legend className="visually-hidden">{t('Crew')}</legend>
        {props.crew === undefined ? <p className="muted no-margin">{t('Loading…')}</p> : null}
        {props.crew?.length === 0 ? (
          <p className="muted no-margin">{t('No crew list on this device yet.')}</p>
        ) : null}
        {crew.map((c) => (
          <Checkbox key={c.id} checked={chosen.has(c.userId)} onChange={(on) => toggle(c.userId, on)}>
            {c.firstName} {c.lastName} <span className="small muted">· {t(roleNameId(c.roleName))}</span>
          </Checkbox>
        ))}
        {gone.map((id) => (
          <Checkbox key={`gone-${id}`} checked={chosen.has(id)} onChange={(on) => toggle(id, on)}>
            {t('User {id}', { id: String(id) })}{' '}
            <span className="small muted">{t('· no longer on the crew list')}</span>
          </Checkbox>
        ))}
      </fieldset>
    </FormDialog>
  );
}
