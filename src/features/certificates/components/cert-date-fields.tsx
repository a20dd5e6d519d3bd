import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { expiryState, expiryWarning } from '../../../domain/certificates/cert-dates';
import type { CertTypeRules } from '../../../domain/certificates/cert-form';
import { surveyHints } from '../../../domain/certificates/survey-hints';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { FormDateField } from '../../../ui/form-date-field';
import { Select } from '../../../ui/select';
import { alertDayChoices, type CertFormValues } from '../data/cert-form-values';
import { todayIso } from '../data/use-certs';

type DateName = 'expireDate' | 'surveyWindowOpen' | 'surveyWindowClosing' | 'lastSurveyDate';

/** A date the type does not ask for says so in its label, as the app's other forms do. */
const labelOf = (label: string, required: boolean) => (required ? label : t('{label} (optional)', { label }));

/**
 * The certificate's dates (doc 2, section 5): the expire date with its warning ('Expiring date'
 * within the alert days plus 6, 'Expired date' when past) and the alert days; the survey window
 * with the survey hints as help (each can fill the window in), and the last survey.
 */
export function CertDateFields(props: {
  control: Control<CertFormValues>;
  errors: FieldErrors<CertFormValues>;
  setValue: UseFormSetValue<CertFormValues>;
  rules: CertTypeRules;
}) {
  const { control, errors } = props;
  const [expireDate, alertDays] = useWatch({ control, name: ['expireDate', 'alertDays'] });
  const today = todayIso();
  const expiry = expireDate || null;
  const warning = expiryWarning(expiry, today, Number(alertDays));
  const hints = surveyHints({ anniversary: null, expiry, today });
  const date = (name: DateName, label: string, required: boolean) => (
    <FormDateField control={control} name={name} label={labelOf(label, required)} />
  );
  const fill = (from: string, to: string) => {
    props.setValue('surveyWindowOpen', from, { shouldDirty: true, shouldValidate: true });
    props.setValue('surveyWindowClosing', to, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <section className="card stack" aria-labelledby="cert-expiry">
        <h2 id="cert-expiry">{t('Expiry')}</h2>
        <div className="field-pair">
          <div className="cert-expire">
            {date('expireDate', t('Expire date'), props.rules.expiryDateRequired)}
            {warning ? (
              <span
                className={`pill ${expiryState(expiry, today, Number(alertDays)) === 'expired' ? 'pill-bad' : 'pill-warn'}`}
                role="status"
              >
                {warning}
              </span>
            ) : null}
          </div>
          <Controller
            control={control}
            name="alertDays"
            render={({ field }) => (
              <Select
                label={t('Alert days')}
                value={field.value}
                onChange={field.onChange}
                choices={alertDayChoices()}
                error={errors.alertDays?.message}
              />
            )}
          />
        </div>
        <p className="small muted no-margin">
          {t('The certificate shows as expiring from the alert days plus 6 before its expiry.')}
        </p>
      </section>
      <section className="card stack" aria-labelledby="cert-surveys">
        <h2 id="cert-surveys">{t('Surveys')}</h2>
        <div className="field-pair">
          {date('surveyWindowOpen', t('Survey window open'), props.rules.surveyRangeDateRequired)}
          {date('surveyWindowClosing', t('Survey window closing'), props.rules.surveyRangeDateRequired)}
        </div>
        {hints.length > 0 ? (
          <ul className="cert-hints" aria-label={t('Survey hints')}>
            {hints.map((h) => (
              <li key={h.kind} className="cert-hint">
                <span className="small">{t(h.message, h.values)}</span>
                <Button variant="ghost" onClick={() => fill(h.from, h.to)}>
                  {t('Use these dates')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="small muted no-margin">{t('Survey hints show once the expire date is given.')}</p>
        )}
        {date('lastSurveyDate', t('Last survey date'), props.rules.lastSurveyDateRequired)}
      </section>
    </>
  );
}
