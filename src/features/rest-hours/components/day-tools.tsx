import { Button } from '../../../ui/button';

/** The tools under the timeline: neutral painting (where the vessel uses it), clear, break, copy. */
export function DayTools(props: {
  neutralAllowed: boolean;
  neutralMode: boolean;
  empty: boolean;
  onNeutral: (on: boolean) => void;
  onClear: () => void;
  onAddBreak: () => void;
  onCopy: () => void;
}) {
  return (
    <div className="row">
      {props.neutralAllowed ? (
        <Button
          small
          variant={props.neutralMode ? 'primary' : 'ghost'}
          aria-pressed={props.neutralMode}
          onClick={() => props.onNeutral(!props.neutralMode)}
        >
          Neutral
        </Button>
      ) : null}
      <Button small variant="ghost" onClick={props.onClear} disabled={props.empty}>
        Clear day
      </Button>
      <Button small variant="ghost" onClick={props.onAddBreak}>
        Add break
      </Button>
      <Button small variant="ghost" onClick={props.onCopy}>
        Copy days
      </Button>
    </div>
  );
}
