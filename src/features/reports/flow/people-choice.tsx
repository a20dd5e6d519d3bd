import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';

export interface Person<K> {
  id: K;
  name: string;
  note?: string | undefined;
}

/**
 * People to tick for a report: 'Select all' at the top, the list below stops at 270 px and
 * scrolls (doc 3, section 9: crew lists 270), with how many are chosen in the legend.
 */
export function PeopleChecklist<K extends string | number>(props: {
  legend: string;
  people: readonly Person<K>[];
  chosen: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  error?: string | undefined;
  empty: ReactNode;
}) {
  const { people, chosen } = props;
  const picked = people.filter((p) => chosen.has(p.id)).length;
  const all = people.length > 0 && picked === people.length;
  const toggle = (id: K, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    props.onChange(next);
  };
  if (people.length === 0) return <div className="report-empty">{props.empty}</div>;
  return (
    <fieldset className="plain-fieldset stack-tight" aria-invalid={props.error ? true : undefined}>
      <legend className="field-label">
        {props.legend}{' '}
        <span className="small muted">{t('({picked} of {total})', { picked, total: people.length })}</span>
      </legend>
      <Checkbox
        checked={all}
        onChange={(on) => {
          // Ticks or clears those listed; a choice kept for a list not shown stays as it was.
          const next = new Set(chosen);
          for (const p of people) {
            if (on) next.add(p.id);
            else next.delete(p.id);
          }
          props.onChange(next);
        }}
      >
        {t('Select all')}
      </Checkbox>
      <div className="report-people-scroll">
        {people.map((p) => (
          <Checkbox key={p.id} checked={chosen.has(p.id)} onChange={(on) => toggle(p.id, on)}>
            {p.name}
            {p.note ? <span className="small muted"> · {p.note}</span> : null}
          </Checkbox>
        ))}
      </div>
      {props.error ? (
        <span className="field-error" role="alert">
          {t(props.error)}
        </span>
      ) : null}
    </fieldset>
  );
}

/** One person only (doc 3, section 5: 'a single choice if only one is allowed'). */
export function PeopleRadio<K extends string | number>(props: {
  legend: string;
  people: readonly Person<K>[];
  chosen: K | null;
  onChange: (id: K) => void;
  error?: string | undefined;
  empty: ReactNode;
}) {
  if (props.people.length === 0) return <div className="report-empty">{props.empty}</div>;
  return (
    <RadioGroup
      className="stack-tight"
      value={props.chosen === null ? null : String(props.chosen)}
      onChange={(v) => {
        const hit = props.people.find((p) => String(p.id) === v);
        if (hit) props.onChange(hit.id);
      }}
      isInvalid={Boolean(props.error)}
    >
      <Label className="field-label report-choice-label">{props.legend}</Label>
      <div className="report-people-scroll report-radio-list">
        {props.people.map((p) => (
          <Radio key={p.id} value={String(p.id)} className="report-radio">
            <span className="method-radio" aria-hidden="true" />
            <span>
              {p.name}
              {p.note ? <span className="small muted"> · {p.note}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      {props.error ? (
        <span className="field-error" role="alert">
          {t(props.error)}
        </span>
      ) : null}
    </RadioGroup>
  );
}

/** A choice of a few, as cards with a round mark (the crew type). */
export function CardChoice<V extends string>(props: {
  label: string;
  value: V;
  onChange: (v: V) => void;
  options: readonly { value: V; title: string; hint: string }[];
}) {
  return (
    <RadioGroup className="stack-tight" value={props.value} onChange={(v) => props.onChange(v as V)}>
      <Label className="field-label report-choice-label">{props.label}</Label>
      {props.options.map((o) => (
        <Radio key={o.value} value={o.value} className="method-card">
          <span className="method-radio" aria-hidden="true" />
          <span>
            <strong>{t(o.title)}</strong>
            <span className="small muted">{t(o.hint)}</span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
