/** The guest form, for the crew and guest list's guest step (a door of its own: its own chunk). */
export { GuestFormDialog } from './components/guest-form-dialog';
