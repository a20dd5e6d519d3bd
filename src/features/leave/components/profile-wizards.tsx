import { type FormEvent, type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type LeaveProfileRate,
  type LeaveProfileSetup,
  leaveProfileRateSchema,
  leaveProfileSetupSchema,
} from '../../../contracts/leave';
import { t } from '../../../i18n/i18n';
import { FormDateField } from '../../../ui/form-date-field';
import { todayIso } from '../data/use-leave';
import { ChangeNote, OpeningFigures } from './change-note';
import { firstErrorIn } from './form-check';
import { LeaveDialog } from './leave-dialog';
import { convertRateText, type ProfileType, RateField, TypeChoice, typedNumber } from './rate-fields';

/**
 * The two-step profile popups (doc 3, section 4): step 0 chooses the type, step 1 enters the
 * values. Back on step 0 closes; Save on step 1 submits. Setup and Change profile work alike.
 */

interface Values {
  type: ProfileType;
  rate: string;
  startDate: string;
  initialLeave: string;
  flightEntitlement: string;
  changeDate: string;
  comment: string;
}
type Field = keyof Values;

/** The schema's rate fields as one field of the form. */
const fieldOf = (f: string): Field => (f === 'daysPerYear' || f === 'ratio' ? 'rate' : (f as Field));

const rateOf = (v: Values) =>
  v.type === 'yearly'
    ? { daysPerYear: typedNumber(v.rate), ratio: null }
    : { daysPerYear: null, ratio: typedNumber(v.rate) };

function useWizard(initial: Values) {
  const form = useForm<Values>({ defaultValues: initial });
  const [step, setStep] = useState<0 | 1>(0);
  const [busy, setBusy] = useState(false);
  const error = (f: Field) => form.formState.errors[f]?.message;
  /** Next on step 0 goes on to step 1; Save on step 1 checks the body with the schema and saves it. */
  const submit =
    <B,>(
      bodyOf: (v: Values) => B,
      check: (body: B) => z.ZodSafeParseResult<unknown>,
      save: (body: B) => Promise<void>,
    ) =>
    (e: FormEvent) => {
      e.preventDefault();
      if (step === 0) return setStep(1);
      const body = bodyOf(form.getValues());
      form.clearErrors();
      if (firstErrorIn<string>(check(body), (f, message) => form.setError(fieldOf(f), { message }))) return;
      setBusy(true);
      void save(body).finally(() => setBusy(false));
    };
  return { form, step, setStep, busy, error, submit };
}

/** The frame both popups share: step 0 the type (the rate typed so far converted along), step 1 `children`. */
function TwoSteps(props: {
  title: string;
  name: string;
  w: ReturnType<typeof useWizard>;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
  note?: string | undefined;
}) {
  const { w } = props;
  const { form } = w;
  return (
    <LeaveDialog
      title={props.title}
      onSubmit={props.onSubmit}
      onClose={props.onClose}
      busy={w.busy}
      saveLabel={w.step === 0 ? 'Next' : 'Save'}
      cancelLabel={t('Back')}
      onCancel={w.step === 0 ? props.onClose : () => w.setStep(0)}
    >
      <p className="small muted no-margin">
        {props.name} {t('· Step')} {w.step + 1} {t('of 2')}
      </p>
      {props.note ? <p className="banner banner-warn no-margin">{props.note}</p> : null}
      {w.step === 0 ? (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <TypeChoice
              value={field.value}
              onChange={(t) => {
                form.setValue('rate', convertRateText(field.value, t, form.getValues('rate')));
                field.onChange(t);
              }}
            />
          )}
        />
      ) : (
        props.children
      )}
    </LeaveDialog>
  );
}

/** The rate, as the type chosen on step 0 asks for it. */
function RateControl({ w }: { w: ReturnType<typeof useWizard> }) {
  return (
    <Controller
      control={w.form.control}
      name="rate"
      render={({ field }) => (
        <RateField
          type={w.form.getValues('type')}
          value={field.value}
          onChange={field.onChange}
          error={w.error('rate')}
        />
      )}
    />
  );
}

/** Leave profile setup (level 5): type, then start date, rate, initial leave and flight entitlement. */
export function SetupWizard(props: {
  name: string;
  startDate: string;
  /** The yearly rate to start from, as typed (the crew record's leave days per year). */
  rate: string;
  /** Said above both steps (a returning user's old leave data goes when this is saved). */
  note?: string | undefined;
  onSave: (body: Omit<LeaveProfileSetup, 'yachtId' | 'profileId' | 'crewId'>) => Promise<void>;
  onClose: () => void;
}) {
  const w = useWizard({
    type: 'yearly',
    rate: props.rate,
    startDate: props.startDate,
    initialLeave: '0',
    flightEntitlement: '',
    changeDate: '',
    comment: '',
  });
  const { form } = w;
  const submit = w.submit(
    (v) => ({
      type: v.type,
      startDate: v.startDate,
      initialLeave: typedNumber(v.initialLeave) ?? 0,
      flightEntitlement: typedNumber(v.flightEntitlement),
      ...rateOf(v),
    }),
    (body) =>
      leaveProfileSetupSchema.safeParse({ ...body, yachtId: 1, profileId: 'x'.repeat(26), crewId: 1 }),
    props.onSave,
  );
  return (
    <TwoSteps
      title={t('Leave profile setup')}
      name={props.name}
      note={props.note}
      w={w}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <FormDateField control={form.control} name="startDate" label={t('Start date')} />
      <RateControl w={w} />
      <OpeningFigures form={form} />
    </TwoSteps>
  );
}

/** Change profile: type, then the rate from the day after the change date, with a comment. */
export function ChangeProfileWizard(props: {
  name: string;
  type: ProfileType;
  rate: string;
  onSave: (body: Omit<LeaveProfileRate, 'yachtId' | 'profileId'>) => Promise<void>;
  onClose: () => void;
}) {
  const w = useWizard({
    type: props.type,
    rate: props.rate,
    startDate: '',
    initialLeave: '',
    flightEntitlement: '',
    changeDate: todayIso(),
    comment: '',
  });
  const submit = w.submit(
    (v) => ({ type: v.type, changeDate: v.changeDate, comment: v.comment, ...rateOf(v) }),
    (body) => leaveProfileRateSchema.safeParse({ ...body, yachtId: 1, profileId: 'x'.repeat(26) }),
    props.onSave,
  );
  return (
    <TwoSteps title={t('Change profile')} name={props.name} w={w} onSubmit={submit} onClose={props.onClose}>
      <RateControl w={w} />
      <ChangeNote form={w.form} />
    </TwoSteps>
  );
}
