import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';

/**
 * Whose leave a report covers: for those with full access a list to tick (All at the top,
 * those who have left after the crew on board); for crew, their own profile only.
 */
export function ReportPeople(props: {
  people: { id: string; name: string; active: boolean }[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
  full: boolean;
  error?: string | undefined;
}) {
  const { people, chosen } = props;
  if (!props.full)
    return (
      <div className="field">
        <span className="field-label">{t('People')}</span>
        <span>
          {people[0]
            ? t('{name} (your leave profile)', { name: people[0].name })
            : t('You have no leave profile yet.')}
        </span>
        {props.error ? <span className="field-error">{t(props.error)}</span> : null}
      </div>
    );
  const all = people.length > 0 && people.every((p) => chosen.has(p.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    props.onChange(next);
  };
  return (
    <fieldset className="plain-fieldset report-people" aria-invalid={props.error ? true : undefined}>
      <legend className="field-label">
        {t('People')}{' '}
        <span className="small muted">{t('({n} of {total})', { n: chosen.size, total: people.length })}</span>
      </legend>
      <Checkbox checked={all} onChange={(on) => props.onChange(new Set(on ? people.map((p) => p.id) : []))}>
        {t('All')}
      </Checkbox>
      <div className="report-people-list">
        {people.map((p) => (
          <Checkbox key={p.id} checked={chosen.has(p.id)} onChange={(on) => toggle(p.id, on)}>
            {p.name}
            {p.active ? null : <span className="small muted"> {t('· inactive profile')}</span>}
          </Checkbox>
        ))}
      </div>
      {props.error ? <span className="field-error">{t(props.error)}</span> : null}
    </fieldset>
  );
}
