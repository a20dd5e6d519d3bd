import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Button } from '../../../ui/button';
import type { RequestButton } from '../data/request-buttons';

type Look = { variant: 'primary' | 'secondary' | 'danger' | 'ghost'; label: string; hint: string };
/** Each button's label is the spec's action (doc 3, section 4), shown in the reader's language. */
const LOOK: Record<RequestButton, Look> = {
  REQUEST: { variant: 'primary', label: msg('REQUEST'), hint: msg('Send it for approval') },
  APPROVE: { variant: 'primary', label: msg('APPROVE'), hint: msg('Approve this leave') },
  SAVE: { variant: 'secondary', label: msg('SAVE'), hint: msg('Keep it as it is') },
  CHECK: { variant: 'secondary', label: msg('CHECK'), hint: msg('Mark it checked') },
  PENDING: { variant: 'secondary', label: msg('PENDING'), hint: msg('Back to pending') },
  REJECT: { variant: 'danger', label: msg('REJECT'), hint: msg('Deny this leave') },
  DELETE: { variant: 'ghost', label: msg('DELETE'), hint: msg('Delete this request') },
};

/** A button that opens a popup about the request (DUPLICATE, Notify people) rather than deciding it. */
export interface RequestExtra {
  label: string;
  hint: string;
  onPress: () => void;
}

/** The request's buttons, in the spec's words; the main action first on a phone (the thumb's reach). */
export function RequestActions(props: {
  buttons: RequestButton[];
  busy: boolean;
  onAct: (b: RequestButton) => void;
  extras?: RequestExtra[];
}) {
  if (props.buttons.length === 0 && !props.extras?.length) return null;
  const order: RequestButton[] = ['APPROVE', 'REQUEST', 'CHECK', 'SAVE', 'PENDING', 'REJECT', 'DELETE'];
  const shown = order.filter((b) => props.buttons.includes(b));
  return (
    <div className="request-actions">
      {shown.map((b) => (
        <Button
          key={b}
          variant={LOOK[b].variant}
          className={b === 'DELETE' ? 'btn-ghost-danger' : undefined}
          disabled={props.busy}
          title={t(LOOK[b].hint)}
          onClick={() => props.onAct(b)}
        >
          {t(LOOK[b].label)}
        </Button>
      ))}
      {props.extras?.map((x) => (
        <Button key={x.label} variant="secondary" disabled={props.busy} title={x.hint} onClick={x.onPress}>
          {x.label}
        </Button>
      ))}
    </div>
  );
}
