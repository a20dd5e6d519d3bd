import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { useVesselGuests } from '../../guests/public';
import { GuestFormDialog } from '../../guests/public-guest-form';
import { PeopleChecklist } from './people-choice';

/**
 * Guest on-board (doc 3): the vessel's guests on this device (offline too), those marked on board
 * ticked the first time the step opens. 'Add guest' enters a new one, who is ticked at once.
 * Guests are optional: a passage with crew only has an empty passenger list.
 */
export function GuestStep(props: {
  vesselId: number;
  chosen: ReadonlySet<string> | null;
  onChange: (next: Set<string>) => void;
  onBack: () => void;
  onNext: (shown: string[]) => void;
}) {
  const guests = useVesselGuests(props.vesselId);
  const [adding, setAdding] = useState(false);
  const { chosen, onChange } = props;
  // First visit: those on board are preselected; after that the user's choice stands.
  useEffect(() => {
    if (chosen === null && guests) onChange(new Set(guests.filter((g) => g.isOnBoard).map((g) => g.id)));
  }, [chosen, guests, onChange]);
  const people = (guests ?? []).map((g) => ({
    id: g.id,
    name: `${g.firstName} ${g.lastName}`.trim(),
    note: g.isOnBoard ? t('on board') : undefined,
  }));
  const current = chosen ?? new Set<string>();
  return (
    <div className="stack">
      {guests === undefined ? (
        <p className="muted no-margin">{t('Loading the guests…')}</p>
      ) : (
        <PeopleChecklist
          legend={t('Guests')}
          people={people}
          chosen={current}
          onChange={onChange}
          empty={t('No guests on this vessel yet. Add one, or go on with crew only.')}
        />
      )}
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Icon name="plus" /> {t('Add guest')}
        </Button>
      </div>
      <div className="dialog-actions">
        <Button variant="ghost" type="button" onClick={props.onBack}>
          {t('Back')}
        </Button>
        <Button
          type="button"
          onClick={() => props.onNext(people.filter((p) => current.has(p.id)).map((p) => p.id))}
        >
          {t('Next')}
        </Button>
      </div>
      {adding ? (
        <GuestFormDialog
          vesselId={props.vesselId}
          onBoard
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            onChange(new Set([...current, id]));
            setAdding(false);
          }}
        />
      ) : null}
    </div>
  );
}
