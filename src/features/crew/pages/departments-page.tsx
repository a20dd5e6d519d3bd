import { type FormEvent, useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { levelOn } from '../../../domain/access/permissions';
import { editsVesselSetup } from '../../../domain/crew/crew-access';
import { msg } from '../../../i18n/msg';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { EditDialog } from '../components/edit-dialog';
import { RequirementsDialog } from '../components/requirements-dialog';
import { type SetupItem, SetupList } from '../components/setup-list';
import {
  addSetupItem,
  deleteSetupItem,
  editSetupItem,
  type SetupTable,
  saveSetupOrder,
} from '../data/setup-api';
import { useVesselRequirements, useVesselSetup } from '../data/use-crew';
import '../components/crew.css';
import { t } from '../../../i18n/i18n';

/** The spec's refusal (doc 2, section 8). */
const IN_USE = msg('Delete Failed - There are users using this item');
const positionNote = (department: string | undefined, required: number) =>
  [
    department,
    required ? t('{count, plural, one {# requirement} other {# requirements}}', { count: required }) : null,
  ]
    .filter(Boolean)
    .join(' · ') || undefined;
type Editing = { table: SetupTable; item: SetupItem | null; departmentId?: number | null };

/**
 * '/fleet/{codename}/yacht-positions-department' (doc 2): departments and positions, each list
 * dragged into order (saved, then read back), with add and edit popups and delete (refused
 * while someone has it). Level 4; below, the spec's 'Please enter the vessel details.'.
 */
export function DepartmentsPage() {
  const { me, vessel } = useRouteVessel();
  const setup = useVesselSetup(vessel?.id);
  const online = useOnline();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ table: SetupTable; item: SetupItem } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Requirements of one position, or (null) of every position on the vessel.
  const [requiring, setRequiring] = useState<{ id: number; name: string } | null | undefined>(undefined);
  const requirements = useVesselRequirements(vessel?.id);
  if (!me || !vessel) return null;
  const admin = editsVesselSetup(levelOn(me.roles, vessel.id));
  const home = `/fleet/${vessel.codename}`;
  const back = vessel.modules.includes('crew')
    ? { to: `${home}/crew`, label: t('Crew') }
    : { to: home, label: vessel.name };
  if (!admin)
    return (
      <div className="stack narrow-page">
        <BackLink to={home}>{vessel.name}</BackLink>
        <p className="card no-margin">{t('Please enter the vessel details.')}</p>
      </div>
    );
  const departments = setup?.departments ?? [];
  const positions = setup?.positions ?? [];
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name;
  const requiredOf = (positionId: number | null) =>
    requirements.filter((r) => r.positionId === positionId).map((r) => r.requirementTypeId);
  const editable = online;
  const reorder = (table: SetupTable) => (ids: number[]) =>
    void saveSetupOrder(
      vessel.id,
      table === 'departments' ? ids : departments.map((d) => d.id),
      table === 'positions' ? ids : positions.map((p) => p.id),
    ).catch((e: unknown) => setRefused(e instanceof ApiError ? e.message : MSG.status0));

  return (
    <div className="stack">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div>
        <h1>{t('Departments and positions')}</h1>
        <span className="muted small">
          {t('Lists follow this order. Drag a row by its handle, or use its menu to move it up or down.')}
        </span>
      </div>
      <NoLinkNote show={!online}>
        {t('Departments and positions can be changed once the shore can be reached.')}
      </NoLinkNote>
      <div className="profile-grid">
        {(['departments', 'positions'] as const).map((table) => (
          <section
            key={table}
            className="card stack"
            aria-label={table === 'departments' ? t('Departments') : t('Positions')}
          >
            <div className="section-head">
              <h2>{table === 'departments' ? t('Departments') : t('Positions')}</h2>
              <Button
                variant="secondary"
                disabled={!editable}
                onClick={() => setEditing({ table, item: null })}
                aria-label={table === 'departments' ? t('Add department') : t('Add position')}
              >
                <Icon name="plus" /> {t('Add')}
              </Button>
            </div>
            {table === 'positions' ? (
              <Button variant="secondary" block disabled={!editable} onClick={() => setRequiring(null)}>
                {t('Requirements for every position · {count}', {
                  count: requiredOf(null).length || t('none set'),
                })}
              </Button>
            ) : null}
            <SetupList
              title={table === 'departments' ? t('Departments') : t('Positions')}
              items={
                table === 'departments'
                  ? departments
                  : positions.map((p) => ({
                      id: p.id,
                      name: p.name,
                      note: positionNote(departmentName(p.departmentId), requiredOf(p.id).length),
                    }))
              }
              editable={editable}
              onReorder={reorder(table)}
              onEdit={(item) =>
                setEditing({
                  table,
                  item,
                  departmentId: positions.find((p) => p.id === item.id)?.departmentId ?? null,
                })
              }
              onDelete={(item) => setDeleting({ table, item })}
              onRequirements={table === 'positions' ? (item) => setRequiring(item) : undefined}
            />
          </section>
        ))}
      </div>
      {requiring !== undefined ? (
        <RequirementsDialog
          vesselId={vessel.id}
          position={requiring}
          hasFamiliarization={vessel.modules.includes('familiarization')}
          ticked={requiredOf(requiring?.id ?? null)}
          onClose={() => setRequiring(undefined)}
        />
      ) : null}
      {editing ? (
        <SetupItemDialog
          editing={editing}
          departments={departments}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            if (editing.item) await editSetupItem(editing.table, editing.item.id, vessel.id, body);
            else await addSetupItem(editing.table, { ...body, yachtId: vessel.id });
            setEditing(null);
            notify(
              editing.table === 'departments'
                ? t('The department has been saved.')
                : t('The position has been saved.'),
            );
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('Delete {name}?', { name: deleting.item.name })}
          confirmLabel={t('Delete')}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const { table, item } = deleting;
            setDeleting(null);
            try {
              notify((await deleteSetupItem(table, item.id, vessel.id)).message);
            } catch (e) {
              setRefused(e instanceof ApiError ? e.message : MSG.status0);
            }
          }}
        >
          {deleting.table === 'departments'
            ? t('Please confirm you wish to delete this department.')
            : t('Please confirm you wish to delete this position.')}
        </ConfirmDialog>
      ) : null}
      {refused ? (
        <Dialog title={t('Warning')} role="alertdialog" onClose={() => setRefused(null)}>
          <p className="no-margin">{refused}</p>
          {refused === IN_USE ? (
            <p className="muted no-margin">
              {t('Give the people who have it another one first (their position details), then delete it.')}
            </p>
          ) : null}
          <div className="dialog-actions">
            <Button onClick={() => setRefused(null)}>{t('OK')}</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function SetupItemDialog(props: {
  editing: Editing;
  departments: SetupItem[];
  onSave: (body: { name: string; departmentId?: number | null }) => Promise<void>;
  onClose: () => void;
}) {
  const { table, item } = props.editing;
  const [name, setName] = useState(item?.name ?? '');
  const [departmentId, setDepartmentId] = useState(
    props.editing.departmentId ? String(props.editing.departmentId) : '',
  );
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(MSG.required);
    setBusy(true);
    try {
      await props.onSave({
        name,
        ...(table === 'positions' ? { departmentId: departmentId ? Number(departmentId) : null } : {}),
      });
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      const onName = api?.fieldErrors.find((f) => f.property === 'name')?.message;
      if (onName) setError(onName);
      else
        setFormError(
          table === 'positions' && api?.status === 400
            ? t('Position name is invalid.')
            : (api?.message ?? MSG.status0),
        );
      setBusy(false);
    }
  };
  const departments = table === 'departments';
  const title = item
    ? departments
      ? t('Edit department')
      : t('Edit position')
    : departments
      ? t('Add department')
      : t('Add position');
  return (
    <EditDialog title={title} onSubmit={submit} onClose={props.onClose} busy={busy} error={formError}>
      <TextField
        label={t('Name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        autoFocus
      />
      {table === 'positions' ? (
        <Select
          label={t('Department')}
          value={departmentId}
          onChange={setDepartmentId}
          choices={[
            { id: '', label: t('Any department') },
            ...props.departments.map((d) => ({ id: String(d.id), label: d.name })),
          ]}
        />
      ) : null}
    </EditDialog>
  );
}
