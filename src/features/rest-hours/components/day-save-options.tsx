import { rulesLine } from '../../../domain/rest-hours/log-today';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';

export interface SaveOptions {
  rangeEnd: string;
  asPreset: boolean;
  presetTitle: string;
}

/**
 * Below the timeline: save the day (optionally through a later date, or also as a preset).
 * The Save bar stays in sight while painting and says how the day stands with the rules
 * (issue 31, §5), so a broken rule is seen without scrolling to the list below.
 */
export function DaySaveOptions(props: {
  date: string;
  options: SaveOptions;
  onChange: (next: SaveOptions) => void;
  presetError: string | undefined;
  canSave: boolean;
  onSave: () => void;
  /** The rules the day breaks (null: nothing recorded or painted), said beside Save. */
  rules?: number[] | null;
  /** A day still to come: its rules 'would break'. */
  planned?: boolean;
}) {
  const { options, onChange, rules } = props;
  return (
    <>
      <DateField
        label={t('Save the same to every day through (optional)')}
        value={options.rangeEnd}
        min={props.date}
        onChange={(rangeEnd) => onChange({ ...options, rangeEnd })}
      />
      <Checkbox checked={options.asPreset} onChange={(asPreset) => onChange({ ...options, asPreset })}>
        {t('Add as new preset')}
      </Checkbox>
      {options.asPreset ? (
        <TextField
          label={t('Preset title')}
          value={options.presetTitle}
          onChange={(e) => onChange({ ...options, presetTitle: e.target.value })}
          error={props.presetError}
        />
      ) : null}
      {/* With something to save, Save stays in reach above the tab bar while the day scrolls
          (the heading says the day is unsaved; the bar does not say it a second time). */}
      <div className={props.canSave ? 'save-bar save-bar-live' : 'save-bar'}>
        {rules ? (
          <a
            href="#day-flags"
            className={rules.length ? 'save-bar-rules broken' : 'save-bar-rules'}
            data-testid="save-bar-rules"
          >
            <strong>{t(rulesLine(rules, props.planned))}</strong>
            {rules.length ? (
              <span className="small">
                {rules.length > 1
                  ? t('Rules {rules}', { rules: rules.join(', ') })
                  : t('Rule {rules}', { rules: rules.join(', ') })}
              </span>
            ) : null}
          </a>
        ) : null}
        <Button onClick={props.onSave} disabled={!props.canSave}>
          {t('Save')}
        </Button>
      </div>
    </>
  );
}
