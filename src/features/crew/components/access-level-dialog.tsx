import { type FormEvent, useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { roleNameId } from '../../../domain/access/role-names';
import { roleChoices } from '../../../domain/access/user-admin';
import { t } from '../../../i18n/i18n';
import { useOnline } from '../../../lib/use-online';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { Select } from '../../../ui/select';
import { useUsers } from '../../users/public';
import { EditDialog } from './edit-dialog';
import { useOnlineChange } from './online-change';

/**
 * The crew member's access level on this vessel (doc 2: EditUserAccessLevel): the roles the
 * caller may give, as on Edit user. Online: it changes who may see what, which the server judges.
 */
export function AccessLevelDialog(props: {
  crew: CrewRecord;
  actorLevel: number | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const online = useOnline();
  const users = useUsers();
  const [roleId, setRoleId] = useState(String(props.crew.roleId));
  const { error, busy, send } = useOnlineChange(props.onDone);
  const choices = roleChoices(users.data?.roles.filter((r) => r.isCrewRole) ?? [], {
    actorLevel: props.actorLevel,
    currentLevel: props.crew.permissionLevel,
    mode: 'edit',
  }).map((r) => ({ id: String(r.id), label: t(roleNameId(r.name)) }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (roleId === String(props.crew.roleId)) return props.onClose();
    await send(`/crew/${props.crew.vesselId}/${props.crew.id}/EditUserAccessLevel/${roleId}`, {
      method: 'PUT',
    });
  };
  return (
    <EditDialog
      title={t('Access level')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
      disabled={!online || !users.data}
      error={error}
    >
      <NoLinkNote show={!online}>
        {t('The access level can be changed once the shore can be reached.')}
      </NoLinkNote>
      <Select
        label={t('Access level of {name}', { name: `${props.crew.firstName} ${props.crew.lastName}` })}
        value={roleId}
        onChange={setRoleId}
        choices={
          choices.length
            ? choices
            : [{ id: String(props.crew.roleId), label: t(roleNameId(props.crew.roleName)) }]
        }
      />
      <p className="small muted no-margin">{t('Crew roles at or below your own.')}</p>
    </EditDialog>
  );
}
