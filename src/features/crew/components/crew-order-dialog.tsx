import { useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { MSG } from '../../../contracts/messages';
import { formatOrder, placeAt } from '../../../domain/crew/order-numbers';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';

/**
 * The crew-order editor (doc 2, section 4): each crew member's number; a number already held
 * moves its holder up by 1 (0.1 for a decimal), and a group of ten decimals is full. Numbers
 * take effect when a box is left, so typing '1.5' does not place someone at 1 on the way.
 */
export function CrewOrderDialog(props: {
  crew: CrewRecord[];
  /** Whom the caller may move (level 4 over them); the others keep their number. */
  movable: (crew: CrewRecord) => boolean;
  onSave: (changes: Map<number, number>) => Promise<void>;
  onClose: () => void;
}) {
  const [orders, setOrders] = useState(() => new Map(props.crew.map((c) => [c.id, c.crewOrder])));
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

  const place = (crewId: number) => {
    const text = typed[crewId];
    if (text === undefined) return;
    setTyped(({ [crewId]: _, ...rest }) => rest);
    if (text.trim() === '') return;
    if (!/^\d{1,4}(\.\d)?$/.test(text.trim())) return setErrors((e) => ({ ...e, [crewId]: MSG.numeric }));
    const items = [...orders].map(([key, order]) => ({ key, order }));
    const result = placeAt(items, crewId, Number(text));
    if (!result.ok) {
      const whole = Math.floor(Number(text));
      setErrors((e) => ({
        ...e,
        [crewId]: t('{problem}: {whole} to {whole}.9 are taken.', { problem: t(result.message), whole }),
      }));
      // The box may sit at the bottom edge of the sheet: its message comes into view.
      requestAnimationFrame(() =>
        document.getElementById(`order-error-${crewId}`)?.scrollIntoView({ block: 'nearest' }),
      );
      return;
    }
    const stuck = props.crew.find((c) => result.changes.has(c.id) && !props.movable(c));
    if (stuck)
      return setErrors((e) => ({
        ...e,
        [crewId]: t('That moves {name}, who is above your access level. Choose a free number.', {
          name: `${stuck.firstName} ${stuck.lastName}`,
        }),
      }));
    setErrors(({ [crewId]: _, ...rest }) => rest);
    setOrders((o) => new Map([...o, ...result.changes]));
  };
  const changed = new Map(
    [...orders].filter(([id, o]) => o !== null && o !== props.crew.find((c) => c.id === id)?.crewOrder) as [
      number,
      number,
    ][],
  );
  const shown = [...props.crew].sort(
    (a, b) =>
      (orders.get(a.id) ?? Infinity) - (orders.get(b.id) ?? Infinity) || a.lastName.localeCompare(b.lastName),
  );
  const save = async () => {
    setBusy(true);
    await props.onSave(changed);
    setBusy(false);
  };
  return (
    <Dialog title={t('Crew order')} onClose={props.onClose}>
      <p className="muted no-margin">
        {t('Type a number and leave the box. Whoever has it moves down one place (0.1 for a decimal).')}
      </p>
      <ol className="order-list">
        {shown.map((c) => (
          <li key={c.id}>
            <label htmlFor={`order-${c.id}`}>
              {c.firstName} {c.lastName}
              {props.movable(c) ? null : (
                <span className="small muted history-note">{t('Above your access level')}</span>
              )}
            </label>
            <input
              id={`order-${c.id}`}
              readOnly={!props.movable(c)}
              className="input order-input"
              inputMode="decimal"
              value={typed[c.id] ?? formatOrder(orders.get(c.id) ?? null)}
              aria-invalid={errors[c.id] ? true : undefined}
              // not-ui-text: an element id
              aria-describedby={errors[c.id] ? `order-error-${c.id}` : undefined}
              onChange={(e) => setTyped((t) => ({ ...t, [c.id]: e.target.value }))}
              onBlur={() => place(c.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  place(c.id);
                }
              }}
            />
            {errors[c.id] ? (
              <span id={`order-error-${c.id}`} className="field-error">
                {t(errors[c.id] ?? '')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="dialog-actions">
        <DialogCancel>{t('Cancel')}</DialogCancel>
        <Button onClick={() => void save()} disabled={busy || changed.size === 0}>
          {changed.size
            ? t('Save {count, plural, one {# change} other {# changes}}', { count: changed.size })
            : t('Save')}
        </Button>
      </div>
    </Dialog>
  );
}
