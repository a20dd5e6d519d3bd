import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import type { AdminUser, AdminVessel, UsersAnswer } from '../../../contracts/users';
import { LEVEL } from '../../../domain/access/permissions';
import { roleNameId } from '../../../domain/access/role-names';
import { needsEndDate, roleChoices } from '../../../domain/access/user-admin';
import { isoDay } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { MessageWith, SLOT } from '../../../i18n/message-with-element';
import { msg } from '../../../i18n/msg';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { Select } from '../../../ui/select';
import { sendUserChange } from '../data/users-api';
import { Actions, OtherVesselChoice } from './action-buttons';

const names = (users: AdminUser[]) => users.map((u) => `${u.firstName} ${u.lastName}`).join(', ');

/** A dialog that sends one change: shows the server's message on failure, closes on success. */
export function useSend(onDone: (message: string) => void, method: 'POST' | 'PUT' = 'POST') {
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (path: string, body: unknown) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      onDone((await sendUserChange(path, method, body)).message);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, MSG.status0);
      setFieldErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.property, f.message])));
      setError(err.fieldErrors.length ? null : err.message);
    } finally {
      setBusy(false);
    }
  };
  return { error, fieldErrors, busy, send };
}

interface ActionProps {
  vessel: AdminVessel;
  users: AdminUser[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Remove from vessel, or from all vessels: confirmed first; an end date below level 6. */
export function RemoveDialog(props: ActionProps & { all: boolean }) {
  const { vessel, users, all } = props;
  const [endDate, setEndDate] = useState('');
  const { error, fieldErrors, busy, send } = useSend(props.onDone);
  const dateNeeded = users.some((u) => needsEndDate(u.permissionLevel));
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (dateNeeded && !endDate) return setMissing(true);
    void send(
      all ? '/users/removefromallyachts' : '/users/removefromyacht',
      all
        ? { yachtId: vessel.id, users: users.map((u) => u.id), endDate: endDate || null }
        : { userID: users[0]!.id, yachtID: vessel.id, endDate: endDate || null },
    );
  };
  return (
    <Dialog
      title={all ? t('Remove from all vessels') : t('Remove from vessel')}
      onClose={props.onClose}
      role="alertdialog"
    >
      <p className="no-margin">{t(all ? MSG.confirmRemoveAll : MSG.confirmRemove)}</p>
      <p className="no-margin">
        <strong>{names(users)}</strong>
        <span className="muted">
          {all ? t(' · every vessel where you are a captain or above') : ` · ${vessel.name}`}
        </span>
      </p>
      <FormError message={error} />
      <DateField
        label={dateNeeded ? t('End date') : t('End date (optional)')}
        value={endDate}
        min={isoDay(new Date())}
        onChange={(d) => {
          setEndDate(d);
          setMissing(false);
        }}
        error={missing ? MSG.required : fieldErrors.endDate}
        description={
          dateNeeded
            ? t('They keep access until this day ends.')
            : t('They keep access until this day ends. Without one, access ends now.')
        }
      />
      <Actions
        onClose={props.onClose}
        onConfirm={confirm}
        busy={busy}
        busyLabel={t('Removing…')}
        label={t('Remove')}
        variant="danger"
      />
    </Dialog>
  );
}

/** Reset password: the user gets a link by e-mail; no one else sees a password. */
export function ResetDialog(props: ActionProps) {
  const user = props.users[0]!;
  const { error, busy, send } = useSend(props.onDone);
  return (
    <Dialog title={t('Reset password')} onClose={props.onClose} role="alertdialog">
      <p className="no-margin">
        <MessageWith
          text={t(
            'Send {name} an e-mail with a link to choose a new password? It goes to {email} and works once, for 24 hours.',
            { name: SLOT, email: user.email },
          )}
          element={<strong>{names([user])}</strong>}
        />
      </p>
      <FormError message={error} />
      <div className="dialog-actions">
        <DialogCancel>{t('Cancel')}</DialogCancel>
        <Button
          onClick={() => void send('/users/resetpassword', { userId: user.id, yachtId: props.vessel.id })}
          disabled={busy}
        >
          {busy ? t('Sending…') : t('Send link')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Add users to other vessels: an access level and a vessel where the caller is level 6. Crew-side
 * users (all at 5 or below) are offered levels 5 and below, others the levels above 5.
 */
export function AssignDialog(props: ActionProps & { answer: UsersAnswer }) {
  const targets = props.answer.assignTargets.filter((t) => t.id !== props.vessel.id);
  const [yacht, setYacht] = useState<string | null>(targets.length === 1 ? String(targets[0]!.id) : null);
  const [role, setRole] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { error, fieldErrors, busy, send } = useSend(props.onDone);
  const target = targets.find((t) => String(t.id) === yacht);
  const crewSide = props.users.every((u) => u.permissionLevel <= LEVEL.purser);
  const roles = roleChoices(props.answer.roles, { actorLevel: target?.level ?? null, mode: 'add' }).filter(
    (r) => (crewSide ? r.permissionLevel <= LEVEL.purser : r.permissionLevel > LEVEL.purser),
  );
  const confirm = () => {
    if (!yacht || !role) return setMissing(true);
    void send('/users/assigntoyacht', {
      users: props.users.map((u) => u.id),
      yachtId: Number(yacht),
      role: Number(role),
    });
  };
  return (
    <Dialog title={t('Add users to other vessels')} onClose={props.onClose}>
      <p className="no-margin">
        <strong>{names(props.users)}</strong>
      </p>
      <OtherVesselChoice
        none={targets.length === 0}
        onClose={props.onClose}
        onConfirm={confirm}
        busy={busy}
        busyLabel={t('Adding…')}
        label={t('Add')}
      >
        <FormError message={error ?? fieldErrors.users} />
        <Select
          label={t('Yacht')}
          value={yacht}
          onChange={(v) => {
            setYacht(v);
            setRole(null);
          }}
          choices={targets.map((t) => ({ id: String(t.id), label: t.name }))}
        />
        {missing && !yacht ? <p className="field-error">{t(MSG.required)}</p> : null}
        <Select
          label={t('Access Level')}
          value={role}
          onChange={setRole}
          isDisabled={!target}
          choices={roles.map((r) => ({ id: String(r.id), label: t(roleNameId(r.name)) }))}
        />
        {missing && !role ? <p className="field-error">{t(MSG.required)}</p> : null}
      </OtherVesselChoice>
    </Dialog>
  );
}

/**
 * Transfer (one user): they leave this vessel today and join another where the caller is level
 * 6, in the same role. Department and position belong to the vessel left, so they are chosen
 * again on the new one (the edit form).
 */
export function TransferDialog(props: ActionProps & { answer: UsersAnswer }) {
  const user = props.users[0]!;
  const targets = props.answer.assignTargets.filter((t) => t.id !== props.vessel.id);
  const [yacht, setYacht] = useState<string | null>(targets.length === 1 ? String(targets[0]!.id) : null);
  const [missing, setMissing] = useState(false);
  const { error, fieldErrors, busy, send } = useSend(props.onDone);
  const confirm = () => {
    if (!yacht) return setMissing(true);
    void send('/users/transfer', { userId: user.id, fromYachtId: props.vessel.id, yachtId: Number(yacht) });
  };
  return (
    <Dialog title={t('Transfer to another vessel')} onClose={props.onClose}>
      <p className="no-margin">
        <MessageWith
          text={t(
            '{name} leaves {vessel} today and joins the vessel you choose as {role}. Their department and position are set again there.',
            { name: SLOT, vessel: props.vessel.name, role: t(roleNameId(user.roleName)) },
          )}
          element={<strong>{names([user])}</strong>}
        />
      </p>
      <OtherVesselChoice
        none={targets.length === 0}
        onClose={props.onClose}
        onConfirm={confirm}
        busy={busy}
        busyLabel={t('Transferring…')}
        label={t('Transfer')}
      >
        <FormError message={error ?? fieldErrors.userId ?? null} />
        <Select
          label={t('Yacht')}
          value={yacht}
          onChange={(v) => {
            setYacht(v);
            setMissing(false);
          }}
          choices={targets.map((t) => ({ id: String(t.id), label: t.name }))}
        />
        {missing || fieldErrors.yachtId ? (
          <p className="field-error">{t(fieldErrors.yachtId ?? MSG.required)}</p>
        ) : null}
      </OtherVesselChoice>
    </Dialog>
  );
}

const TWO_FACTOR_COPY = {
  require2fa: {
    title: msg('2FA as Required'),
    text: msg(
      'At their next login they set up two-factor login (WhatsApp code or authenticator app) before going on.',
    ),
    button: msg('Require'),
    path: '/whatsapprequirements',
  },
  optional2fa: {
    title: msg('2FA not Required'),
    text: msg('Two-factor login becomes their own choice. A method they have set up stays on.'),
    button: msg('Save'),
    path: '/whatsapprequirements',
  },
  remove2fa: {
    title: msg('2FA Remove'),
    text: msg(
      'Their two-factor login is turned off, with its recovery codes and remembered devices: for someone who lost their phone. If it is required, they set it up again at the next login.',
    ),
    button: msg('Remove'),
    path: '/removewhatsapp',
  },
} as const;

/** The 2FA actions (level 6): require it, stop requiring it, or remove a user's method. */
export function TwoFactorDialog(props: ActionProps & { action: keyof typeof TWO_FACTOR_COPY }) {
  const copy = TWO_FACTOR_COPY[props.action];
  const { error, busy, send } = useSend(props.onDone, 'PUT');
  const confirm = () =>
    void send(copy.path, {
      yachtId: props.vessel.id,
      users: props.users.map((u) => u.id),
      ...(props.action === 'remove2fa' ? {} : { required: props.action === 'require2fa' }),
    });
  return (
    <Dialog title={t(copy.title)} onClose={props.onClose} role="alertdialog">
      <p className="no-margin">
        <strong>{names(props.users)}</strong>
      </p>
      <p className="no-margin muted">{t(copy.text)}</p>
      <FormError message={error} />
      <Actions
        onClose={props.onClose}
        onConfirm={confirm}
        busy={busy}
        busyLabel={t('Saving…')}
        label={t(copy.button)}
        variant={props.action === 'remove2fa' ? 'danger' : 'primary'}
      />
    </Dialog>
  );
}
