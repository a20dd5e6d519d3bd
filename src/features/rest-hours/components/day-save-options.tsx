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
  /** The day's flags in a few words ('2 rules broken'), beside Save while the day is painted. */
  rules?: { text: string; broken: boolean; list: string } | null;
}) {
  const { options, onChange } = props;
  return (
    <>
      <DateField
        label="Save the same to every day through (optional)"
        value={options.rangeEnd}
        min={props.date}
        onChange={(rangeEnd) => onChange({ ...options, rangeEnd })}
      />
      <Checkbox checked={options.asPreset} onChange={(asPreset) => onChange({ ...options, asPreset })}>
        Add as new preset
      </Checkbox>
      {options.asPreset ? (
        <TextField
          label="Preset title"
          value={options.presetTitle}
          onChange={(e) => onChange({ ...options, presetTitle: e.target.value })}
          error={props.presetError}
        />
      ) : null}
      {/* With something to save, Save stays in reach above the tab bar while the day scrolls
          (the heading says the day is unsaved; the bar does not say it a second time). */}
      <div className={props.canSave ? 'save-bar save-bar-live' : 'save-bar'}>
        {props.rules ? (
          <a
            href="#day-flags"
            className={props.rules.broken ? 'save-bar-rules broken' : 'save-bar-rules'}
            data-testid="save-bar-rules"
          >
            <strong>{props.rules.text}</strong>
            {props.rules.list ? <span className="small">{props.rules.list}</span> : null}
          </a>
        ) : null}
        <Button onClick={props.onSave} disabled={!props.canSave}>
          Save
        </Button>
      </div>
    </>
  );
}
