import { msg } from '../../../i18n/msg';

/**
 * What the Records page shows of its list before the device has read it (at sea, never opened
 * online). An officer's list always has its 'Whole vessel' row; a crew member's holds only their
 * own months, so with nothing read there is no list to show (an empty white card sat under the
 * notice), and the notice speaks of their own records, not the crew's (field test s58, item 19).
 */
export function recordsListState(officer: boolean, read: boolean) {
  return {
    card: officer || read,
    notYet: officer
      ? msg("This device has not read the crew's records yet; they will show once the shore can be reached.")
      : msg('This device has not read your records yet; they will show once the shore can be reached.'),
  };
}
