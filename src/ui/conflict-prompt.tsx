import { Button } from './button';
import { Dialog } from './dialog';

export interface ConflictChoice {
  label: string;
  hint: string;
  variant: 'primary' | 'secondary' | 'danger';
  onChoose: () => void;
}

/**
 * Tells the user what happened on the server while they were offline (who signed, when,
 * which days) and offers only the choices they may take. Nothing happens until they choose.
 */
export function ConflictPrompt(props: {
  title: string;
  what: string;
  who: string | null;
  when: string | null;
  days: string[];
  choices: ConflictChoice[];
  onClose: () => void;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <p className="muted" style={{ margin: 0 }}>
        {props.what}
      </p>
      {props.who ? (
        <p style={{ margin: 0 }}>
          <strong>{props.who}</strong>
          {props.when ? ` on ${props.when}` : ''}
        </p>
      ) : null}
      <div className="small">
        <strong>Your change:</strong> {props.days.join(', ')}
      </div>
      <div className="stack" style={{ gap: 10 }}>
        {props.choices.map((c) => (
          <div key={c.label} className="stack" style={{ gap: 4 }}>
            <Button variant={c.variant} block onClick={c.onChoose}>
              {c.label}
            </Button>
            <span className="small muted">{c.hint}</span>
          </div>
        ))}
        <Button variant="ghost" block onClick={props.onClose}>
          Decide later
        </Button>
      </div>
    </Dialog>
  );
}
