import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import type { RequestButton } from '../data/request-buttons';

const LOOK: Record<RequestButton, { variant: 'primary' | 'secondary' | 'danger' | 'ghost'; hint: string }> = {
  REQUEST: { variant: 'primary', hint: t('Send it for approval') },
  APPROVE: { variant: 'primary', hint: t('Approve this leave') },
  SAVE: { variant: 'secondary', hint: t('Keep it as it is') },
  CHECK: { variant: 'secondary', hint: t('Mark it checked') },
  PENDING: { variant: 'secondary', hint: t('Back to pending') },
  REJECT: { variant: 'danger', hint: t('Deny this leave') },
  DELETE: { variant: 'ghost', hint: t('Delete this request') },
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
          title={LOOK[b].hint}
          onClick={() => props.onAct(b)}
        >
          {b}
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
