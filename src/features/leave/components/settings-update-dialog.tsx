import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LeaveSettingsSave, leaveSettingsSaveSchema } from '../../../contracts/leave';
import { LEAVE_TEXT } from '../../../contracts/leave-text';
import { t } from '../../../i18n/i18n';
import { todayIso } from '../data/use-leave';
import { ChangeNote } from './change-note';
import { firstErrorIn } from './form-check';
import { LeaveDialog } from './leave-dialog';

interface Values {
  changeDate: string;
  comment: string;
}

/**
 * Settings update (doc 3): the settings are saved with a Change Date (required, 'Changes will
 * take effect after this date') and a Comment (required); Cancel and Save.
 */
export function SettingsUpdateDialog(props: {
  settings: Omit<LeaveSettingsSave, 'changeDate' | 'comment'>;
  /** A setting other than Nil days changed: it applies on saving, so no later change date. */
  atOnce: boolean;
  onSave: (body: LeaveSettingsSave) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { changeDate: todayIso(), comment: '' } });
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (v) => {
    const body = { ...props.settings, ...v };
    const checked = leaveSettingsSaveSchema.safeParse(body);
    if (firstErrorIn<keyof Values>(checked, (f, message) => form.setError(f, { message }))) return;
    if (props.atOnce && v.changeDate > todayIso()) {
      form.setError('changeDate', { message: t(LEAVE_TEXT.onlyNilDaysLater) });
      return;
    }
    setBusy(true);
    await props.onSave(body).finally(() => setBusy(false));
  });
  return (
    <LeaveDialog title={t('Settings update')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <ChangeNote form={form} />
    </LeaveDialog>
  );
}
