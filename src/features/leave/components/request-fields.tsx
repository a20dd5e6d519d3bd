import { useId } from 'react';
import type { LeaveType } from '../../../contracts/leave-records';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Icon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import type { FormErrors, RequestForm } from '../data/request-form';
import { TypeSelect } from './type-select';
import './request-extras.css';
import { t } from '../../../i18n/i18n';

/**
 * The request's range and types (doc 3: range, leave type, 'Add leave type', travel days),
 * editable in Draft and Empty. A sub-range gives a part of the range another type.
 */
export function RequestFields(props: {
  form: RequestForm;
  change: (patch: Partial<RequestForm>) => void;
  errors: FormErrors;
  types: readonly LeaveType[];
}) {
  const { form, change, errors } = props;
  const setRange = (i: number, patch: Partial<RequestForm['ranges'][number]>) =>
    change({ ranges: form.ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const other = props.types.find((t) => t.id !== form.mainTypeId) ?? props.types[0];
  const addTypeHint = useId();
  return (
    <>
      <div className="field-pair">
        <DateField
          label={t('From')}
          value={form.startDate}
          onChange={(startDate) =>
            change({ startDate, ...(form.endDate && form.endDate < startDate ? { endDate: startDate } : {}) })
          }
          error={errors.startDate}
        />
        <DateField
          label={t('To')}
          value={form.endDate}
          min={form.startDate || undefined}
          onChange={(endDate) => change({ endDate })}
          error={errors.endDate}
        />
      </div>
      <TypeSelect
        label={t('Leave type')}
        value={form.mainTypeId}
        onChange={(mainTypeId) => change({ mainTypeId })}
        types={props.types}
        error={errors.mainTypeId}
      />
      {form.ranges.length ? (
        <ul className="sub-ranges" aria-label={t('Other leave types in this request')}>
          {form.ranges.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sub-range has no id; rows are only added at the end or removed.
            <li key={i} className="sub-range">
              <div className="field-pair">
                <DateField label={t('From')} value={r.from} onChange={(from) => setRange(i, { from })} />
                <DateField label={t('To')} value={r.to} onChange={(to) => setRange(i, { to })} />
              </div>
              <TypeSelect
                label={t('Leave type {n}', { n: i + 2 })}
                value={r.leaveTypeId}
                onChange={(leaveTypeId) => setRange(i, { leaveTypeId })}
                types={props.types}
              />
              {errors[`ranges.${i}`] ? (
                <span className="field-error">{t(errors[`ranges.${i}`] ?? '')}</span>
              ) : null}
              <Button
                variant="ghost"
                className="btn-ghost-danger"
                onClick={() => change({ ranges: form.ranges.filter((_, j) => j !== i) })}
              >
                {t('Remove this leave type')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {other ? (
        <div className="add-type">
          <Button
            variant="secondary"
            className="align-start"
            aria-describedby={addTypeHint}
            onClick={() =>
              change({
                ranges: [
                  ...form.ranges,
                  // Most often a day at one end (travel, a work day): the last day, to move as needed.
                  {
                    from: form.endDate || form.startDate,
                    to: form.endDate || form.startDate,
                    leaveTypeId: other.id,
                  },
                ],
              })
            }
          >
            <Icon name="plus" /> {t('Add leave type')}
          </Button>
          <span id={addTypeHint} className="small muted">
            {t('Books some days of this range as another type (a travel day, a day worked).')}
          </span>
        </div>
      ) : null}
      <TextField
        label={t('Travel days')}
        inputMode="numeric"
        value={form.travelDays}
        onChange={(e) => change({ travelDays: e.target.value })}
        error={errors.travelDays}
      />
      {/* The number is kept with the request for the record; only the days' types count. */}
      <p className="muted small no-margin">
        {t(
          t(
            'Days spent travelling to or from the vessel, for the record. They do not change the balance: to count a day, give it a leave type above.',
          ),
        )}
      </p>
    </>
  );
}
