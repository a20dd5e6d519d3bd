/** The guests' page, mounted by the reports routes at '/fleet/{codename}/reports/guest-details' (spec's path). */
export { GuestDetailsPage } from './pages/guest-details-page';
