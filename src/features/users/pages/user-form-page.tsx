import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { MSG } from '../../../contracts/messages';
import type { ExistingUser } from '../../../contracts/users';
import { roleNameId } from '../../../domain/access/role-names';
import {
  asksDepartment,
  asksPosition,
  outranksOrEquals,
  picksSeveralVessels,
  roleChoices,
  roleFixed,
} from '../../../domain/access/user-admin';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormError } from '../../../ui/form-error';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { ContactFields, NewUserPassword, VesselChoice } from '../components/user-form-parts';
import { type Field, type UserFormValues, userFormBody } from '../data/user-form-body';
import { checkIfExists, sendUserChange, useReloadUsers, useUsers } from '../data/users-api';
import '../components/users.css';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';

/** Add User and Edit User (doc 1, sections 2, 5 and 6), on one vessel's page or the fleet's. */
export function UserFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { vessel: routeVessel } = useRouteVessel();
  const params = useParams();
  const navigate = useNavigate();
  const online = useOnline();
  const reload = useReloadUsers();
  const { data: answer, loading } = useUsers();
  const base = routeVessel ? `/fleet/${routeVessel.codename}/users` : '/fleet/users';
  const vessels = answer?.vessels ?? [];
  const editVessel = vessels.find((v) => String(v.id) === params.yacht);
  const editing = editVessel?.users.find((u) => String(u.id) === params.userId);
  const firstVessel = vessels.find((v) => v.id === routeVessel?.id) ?? vessels[0];
  const form = useForm<UserFormValues>({
    values: {
      email: editing?.email ?? '',
      alertEmail: editing?.alertEmail ?? '',
      whatsAppNumber: editing?.whatsAppNumber ?? '',
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      role: editing ? String(editing.roleId) : '',
      departmentId: editing?.departmentId ? String(editing.departmentId) : '',
      positionId: editing?.positionId ? String(editing.positionId) : '',
      yachts: mode === 'edit' ? [params.yacht ?? ''] : firstVessel ? [String(firstVessel.id)] : [],
      setPassword: false,
      password: '',
      confirmPassword: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, watch, setValue, setError, clearErrors, formState } = form;
  const [found, setFound] = useState<ExistingUser | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A choice made: the field's error goes with it. */
  const pick = (field: Field, value: string | string[]) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const values = watch();
  const vessel = mode === 'edit' ? editVessel : vessels.find((v) => String(v.id) === values.yachts[0]);
  const actorLevel = vessel
    ? Math.min(...values.yachts.map((y) => vessels.find((v) => String(v.id) === y)?.level ?? 0))
    : null;
  const known = mode === 'add' && found?.exists;
  // A known person's names, or an account held on vessels the caller does not administer, stay.
  const locked = Boolean(known) || (mode === 'edit' && editing?.accountEditable === false);
  // A known person's contact details are their account's: shown, they would be refused.
  const contactHidden = Boolean(known) || (mode === 'edit' && editing?.accountEditable === false);
  // Their login codes go to this number: changing it here would re-route their second factor.
  const numberLocked = mode === 'edit' && editing?.twoFactor === 'whatsapp';
  const roles = roleChoices(answer?.roles ?? [], {
    actorLevel,
    currentLevel: mode === 'edit' ? (editing?.permissionLevel ?? null) : (found?.existingLevel ?? null),
    mode,
  });
  const role = answer?.roles.find((r) => String(r.id) === values.role);
  const level = role?.permissionLevel ?? null;
  const single = values.yachts.length === 1;
  const showDepartment = single && asksDepartment(level);
  const showPosition = single && asksPosition(level);
  const positions = (vessel?.positions ?? []).filter(
    (p) => !p.departmentId || String(p.departmentId) === values.departmentId,
  );
  const unsaved = useUnsavedGuard({
    dirty: formState.isDirty && !saved,
    what: mode === 'add' ? t('this new user') : t('this user'),
    onSave: () => save(),
    onDiscard: () => form.reset(),
  });

  const lookUp = async () => {
    if (mode !== 'add' || !vessel || !/\S+@\S+\.\S+/.test(values.email)) return;
    const result = await checkIfExists(values.email.trim(), vessel.id);
    setFound(result);
    if (result.exists) {
      setValue('firstName', result.firstName ?? '');
      setValue('lastName', result.lastName ?? '');
      if (result.roleId) setError('email', { message: MSG.alreadyOnVessel });
      if (roleFixed(result.existingLevel)) setValue('role', '');
    } else if (found?.exists) {
      // The address changed from a known person's: what was filled in for them goes.
      setValue('firstName', '');
      setValue('lastName', '');
    }
  };

  /** Checks, then sends; true once the server has it (the unsaved guard saves through it too). */
  const save = async (): Promise<boolean> => {
    const v = form.getValues();
    clearErrors();
    const { body, problems } = userFormBody(v, {
      mode,
      known: Boolean(known),
      onVesselAlready: Boolean(found?.roleId),
      showDepartment,
      showPosition,
      userId: params.userId,
      yachtId: params.yacht,
      contactHidden,
      numberLocked,
    });
    if (problems.length) {
      for (const [f, message] of problems) setError(f, { message });
      focusFirstError(formRef.current);
      return false;
    }
    setBusy(true);
    try {
      const path =
        mode === 'add'
          ? `/users/${v.yachts.includes(String(vessel?.id)) ? vessel?.id : v.yachts[0]}`
          : '/users';
      const { message } = await sendUserChange(path, mode === 'add' ? 'POST' : 'PUT', body);
      setSaved(true);
      notify(message);
      await reload();
      navigate(base);
      return true;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, MSG.status0);
      for (const f of err.fieldErrors) setError(f.property as Field, { message: f.message });
      focusFirstError(formRef.current);
      if (!err.fieldErrors.length)
        setError('root', {
          message: mode === 'add' && err.status >= 500 ? MSG.createUserFailed : err.message,
        });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const error = (f: Field) => formState.errors[f]?.message;
  const title = mode === 'add' ? t('Add user') : t('Edit user');
  const back = (
    <BackLink to={base} onBack={() => unsaved.guard(() => navigate(base))}>
      {t('Users')}
    </BackLink>
  );

  if (loading && !answer) return <p className="muted">{t('Loading…')}</p>;
  if (mode === 'edit' && (!editVessel || !editing))
    return (
      <div className="stack narrow-page">
        {back}
        <p className="banner banner-warn">{MSG.status404}</p>
      </div>
    );
  if (mode === 'edit' && editing && !outranksOrEquals(editVessel!.level, editing.permissionLevel))
    return (
      <div className="stack narrow-page">
        {back}
        <h1>{t('Error')}</h1>
        <p className="banner banner-warn">{MSG.noPermissionToEdit}</p>
      </div>
    );
  return (
    <div className="stack narrow-page">
      {back}
      <div>
        <h1>{title}</h1>
        {mode === 'edit' && editing ? (
          <span className="muted small">
            {editing.firstName} {editing.lastName} · {editVessel?.name}
          </span>
        ) : null}
      </div>
      <form
        ref={formRef}
        className="card stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <NoLinkNote show={!online}>
          {t('Users can be added and changed once the shore can be reached.')}
        </NoLinkNote>
        <FormError message={formState.errors.root?.message} />
        <TextField
          label={t('E-mail')}
          type="email"
          autoComplete="off"
          readOnly={mode === 'edit' && locked}
          error={error('email')}
          {...register('email', { onBlur: () => void lookUp() })}
        />
        {mode === 'edit' && locked ? (
          <p className="small muted no-margin">
            {t(
              'Also on a vessel you do not administer: their e-mail, name and contact numbers are changed there.',
            )}
          </p>
        ) : null}
        {known && !found?.roleId ? (
          <p className="small muted no-margin">
            {t('Already has a {brand} account: their name and password stay as they are.', {
              brand: brand.name,
            })}
          </p>
        ) : null}
        <div className="two-columns">
          <TextField
            label={t('First name')}
            readOnly={locked}
            error={error('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('Last name')}
            readOnly={locked}
            error={error('lastName')}
            {...register('lastName')}
          />
        </div>
        {mode === 'add' ? (
          <VesselChoice
            vessels={vessels}
            several={vessels.some((v) => picksSeveralVessels(v.level))}
            value={values.yachts}
            onChange={(y) => pick('yachts', y)}
            error={error('yachts')}
          />
        ) : null}
        <Select
          label={t('Access Level')}
          value={values.role || null}
          onChange={(r) => pick('role', r)}
          choices={roles.map((r) => ({ id: String(r.id), label: t(roleNameId(r.name)) }))}
          error={error('role')}
        />
        {showDepartment ? (
          <Select
            label={t('Department')}
            value={values.departmentId || null}
            onChange={(d) => {
              pick('departmentId', d);
              setValue('positionId', '');
            }}
            choices={(vessel?.departments ?? []).map((d) => ({ id: String(d.id), label: d.name }))}
            error={error('departmentId')}
          />
        ) : null}
        {showPosition ? (
          <Select
            label={t('Position')}
            value={values.positionId || null}
            onChange={(p) => pick('positionId', p)}
            choices={positions.map((p) => ({ id: String(p.id), label: p.name }))}
            isDisabled={!values.departmentId}
            error={error('positionId')}
          />
        ) : null}
        {contactHidden ? null : <ContactFields form={form} error={error} numberLocked={numberLocked} />}
        {mode === 'add' && !known ? <NewUserPassword form={form} error={error} /> : null}
        <div className="row form-actions">
          <Button type="submit" disabled={!online || busy}>
            {busy ? t('Saving…') : mode === 'add' ? t('Add user') : t('Save')}
          </Button>
          <Button variant="ghost" onClick={() => unsaved.guard(() => navigate(base))}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
      {unsaved.prompt}
    </div>
  );
}
