import type { InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GENDERS, MARITAL_STATUSES } from '../../../contracts/crew';
import type { Currency } from '../../../contracts/crew-setup';
import { STEP_TITLES, type WizardStep } from '../../../domain/crew/wizard-flow';
import { t } from '../../../i18n/i18n';
import { DateField } from '../../../ui/date-field';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { countryChoices } from '../data/country-names';
import type { WizardField, WizardValues } from '../data/crew-wizard';
import { currencyLabel } from '../data/currency-names';
import { WizardPhoto } from './wizard-photo';

/** The fields of the add-crew wizard's steps (doc 2, section 3: the add-crew form). */

type Choice = { id: string; label: string };
export interface StepForm {
  form: UseFormReturn<WizardValues>;
}

const notGiven = (choices: Choice[], label = t('Not given')) => [{ id: '', label }, ...choices];

/** Binds the wizard's fields to its one form: a text box, a select, a date, an address. */
function fieldsOf({ form }: StepForm) {
  const error = (f: WizardField) => form.formState.errors[f]?.message;
  const pick = (f: WizardField, v: string) => {
    form.setValue(f, v, { shouldDirty: true });
    form.clearErrors(f);
  };
  return {
    // A field's message goes once it is changed (the step is checked again on Next).
    text: (f: WizardField, label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
      <TextField
        label={label}
        error={error(f)}
        {...extra}
        {...form.register(f, { onChange: () => form.clearErrors(f) })}
      />
    ),
    select: (f: WizardField, label: string, choices: Choice[], disabled = false) => (
      <Select
        label={label}
        value={form.watch(f) || (choices.some((c) => c.id === '') ? '' : null)}
        onChange={(v) => pick(f, v)}
        choices={choices}
        isDisabled={disabled}
        error={error(f)}
      />
    ),
    date: (f: WizardField, label: string, description?: string) => (
      <DateField
        label={label}
        value={form.watch(f)}
        onChange={(v) => pick(f, v)}
        error={error(f)}
        {...(description ? { description } : {})}
      />
    ),
    address: (f: WizardField, label: string) => (
      <TextArea
        label={label}
        rows={3}
        limit={140}
        error={error(f)}
        {...form.register(f)}
        value={form.watch(f)}
      />
    ),
  };
}

/** Step 1: who joins, and with which access level (crew roles only). */
export function DetailsStep(
  props: StepForm & { roles: Choice[]; known: boolean; emailFixed: boolean; onEmailBlur: () => void },
) {
  const f = fieldsOf(props);
  return (
    <>
      <TextField
        label={t('E-mail')}
        type="email"
        autoComplete="off"
        readOnly={props.emailFixed}
        error={props.form.formState.errors.email?.message}
        {...props.form.register('email', {
          onBlur: props.onEmailBlur,
          onChange: () => props.form.clearErrors('email'),
        })}
      />
      {props.emailFixed ? (
        <p className="small muted no-margin">
          {t('Saved with this e-mail. To use another, cancel and start again.')}
        </p>
      ) : null}
      {props.known ? (
        <p className="small muted no-margin">
          {t('Already has an account: their name and password stay as they are.')}
        </p>
      ) : null}
      <div className="field-pair">
        {f.text('firstName', t('First name'), { readOnly: props.known, autoComplete: 'off' })}
        {f.text('lastName', t('Last name'), { readOnly: props.known, autoComplete: 'off' })}
      </div>
      <WizardPhoto form={props.form} />
      {/* A known person's alert e-mail is their account's, not the one adding them. */}
      {props.known ? null : (
        <>
          {f.text('notificationEmail', t('Alert e-mail (optional)'), {
            type: 'email',
            autoComplete: 'off',
            'aria-describedby': 'alert-email-help',
          })}
          <p id="alert-email-help" className="small muted no-margin field-help">
            {t('Where alerts go if not to the e-mail above (a personal address, say).')}
          </p>
        </>
      )}
      {f.select('level', t('Access level'), props.roles)}
    </>
  );
}

/** Step 2: department, position, status and start, and the employment fields. */
export function PositionStep(
  props: StepForm & {
    departments: Choice[];
    positions: (Choice & { departmentId: number | null })[];
    currencies: Currency[];
    pay: boolean;
  },
) {
  const f = fieldsOf(props);
  const department = props.form.watch('departmentsId');
  const positions = props.positions.filter((p) => !p.departmentId || String(p.departmentId) === department);
  return (
    <>
      <div className="field-pair">
        {f.select('departmentsId', t('Department'), props.departments)}
        {f.select('positionId', t('Position'), positions, !department)}
      </div>
      <div className="field-pair">
        {f.select('status', t('Status'), [
          { id: '1', label: t('Current Crew') },
          { id: '-1', label: t('Prospective') },
        ])}
        {f.date('startDate', t('Start date'), t('Empty means today. Prospective crew start later.'))}
      </div>
      {f.text('customId', t('ID No (optional)'), { maxLength: 12 })}
      <div className="field-pair">
        {f.text('portOfEmbarkation', t('Port of embarkation (optional)'))}
        {f.text('repatriation', t('Repatriation (optional)'))}
      </div>
      {props.pay ? (
        <fieldset className="plain-fieldset stack-tight">
          <legend>{t('Pay and leave (optional)')}</legend>
          <div className="field-pair">
            {f.select(
              'currency',
              t('Currency'),
              props.currencies.map((c) => ({ id: String(c.id), label: currencyLabel(c) })),
            )}
            {f.text('salary', t('Salary'), { inputMode: 'decimal', placeholder: '0.00' })}
          </div>
          <div className="field-pair">
            {f.text('leave', t('Leave (days per year)'), { inputMode: 'decimal' })}
          </div>
        </fieldset>
      ) : (
        <p className="small muted no-margin">
          {t('Salary and leave days are set by payroll (Purser and above).')}
        </p>
      )}
    </>
  );
}

/** Manual step 3: personal details, next of kin, bank details. */
export function PersonalStep(props: StepForm) {
  const f = fieldsOf(props);
  return (
    <>
      <fieldset className="plain-fieldset stack">
        <legend className="visually-hidden">{t('Personal details')}</legend>
        <div className="field-pair">
          {f.text('phoneNumber', t('Phone'), { type: 'tel' })}
          {f.text('mobileNumber', t('Mobile'), { type: 'tel' })}
        </div>
        <div className="field-pair">
          {f.select(
            'gender',
            t('Sex'),
            notGiven(Object.entries(GENDERS).map(([id, label]) => ({ id, label: t(label) }))),
          )}
          {f.select(
            'maritalStatus',
            t('Marital status'),
            notGiven(MARITAL_STATUSES.map((m) => ({ id: m, label: t(m) }))),
          )}
        </div>
        <div className="field-pair">
          {f.date('dob', t('Date of birth'))}
          {f.text('placeOfBirth', t('Place of birth'))}
        </div>
        <div className="field-pair">
          {f.select('nationality', t('Nationality'), notGiven(countryChoices()))}
          {f.select('secondNationality', t('Second nationality'), notGiven(countryChoices(), t('None')))}
        </div>
        {f.address('address', t('Address'))}
      </fieldset>
      <fieldset className="plain-fieldset stack">
        <legend>{t('Next of kin')}</legend>
        <div className="field-pair">
          {f.text('nokName', t('Name'))}
          {f.text('nokRelationship', t('Relationship'))}
        </div>
        <div className="field-pair">
          {f.text('nokPhone', t('Phone'), { type: 'tel' })}
          {f.text('nokMobile', t('Mobile'), { type: 'tel' })}
        </div>
        {f.text('nokEmail', t('E-mail'), { type: 'email' })}
        {f.address('nokAddress', t('Address'))}
      </fieldset>
      <fieldset className="plain-fieldset stack">
        <legend>{t('Bank details')}</legend>
        {f.text('bankAccountOwner', t('Account owner'))}
        {f.text('bankName', t('Bank name'))}
        {f.address('bankAddress', t('Bank address'))}
        {f.text('bankIban', 'IBAN', { autoCapitalize: 'characters', spellCheck: false })}
        <div className="field-pair">
          {f.text('bankAccountNo', t('Account number'))}
          {f.text('bankSwift', t('SWIFT / BIC'), { autoCapitalize: 'characters', spellCheck: false })}
        </div>
      </fieldset>
    </>
  );
}

/** Where the wizard is: every step named on a wide screen, 'Step 2 of 4' on a phone. */
export function WizardProgress({ steps, current }: { steps: WizardStep[]; current: WizardStep }) {
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t('Add crew steps')} className="wizard-progress">
      <p className="wizard-progress-phone small muted no-margin">
        {t('Step {step} of {steps}', { step: at + 1, steps: steps.length })}
      </p>
      <ol>
        {steps.map((s, i) => (
          <li
            key={s}
            className={i < at ? 'done' : i === at ? 'current' : undefined}
            aria-current={i === at ? 'step' : undefined}
          >
            <span className="wizard-dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="wizard-step-name">{t(STEP_TITLES[s])}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
