import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

export interface SaveOptions {
  rangeEnd: string;
  asPreset: boolean;
  presetTitle: string;
}

/** Below the timeline: save the day (optionally through a later date, or also as a preset). */
export function DaySaveOptions(props: {
  date: string;
  options: SaveOptions;
  onChange: (next: SaveOptions) => void;
  presetError: string | undefined;
  canSave: boolean;
  onSave: () => void;
}) {
  const { options, onChange } = props;
  return (
    <>
      <label className="field">
        <span className="small">Save the same to every day through (optional)</span>
        <input
          className="input"
          type="date"
          min={props.date}
          value={options.rangeEnd}
          onChange={(e) => onChange({ ...options, rangeEnd: e.target.value })}
        />
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={options.asPreset}
          onChange={(e) => onChange({ ...options, asPreset: e.target.checked })}
        />{' '}
        Add as new preset
      </label>
      {options.asPreset ? (
        <TextField
          label="Preset title"
          value={options.presetTitle}
          onChange={(e) => onChange({ ...options, presetTitle: e.target.value })}
          error={props.presetError}
        />
      ) : null}
      <Button onClick={props.onSave} disabled={!props.canSave}>
        Save
      </Button>
    </>
  );
}
