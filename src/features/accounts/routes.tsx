import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const AccountsPage = screen(() => import('./pages/accounts-page'), 'AccountsPage');

/** The vessel's accounts (`vessel`: mounted under a vessel of the user's); the page loads on first use. */
export const accountsRoutes = {
  vessel: () => (
    <>
      <Route path="/fleet/:codename/accounts" element={<AccountsPage />} />
      <Route path="/fleet/:codename/accounts/:tab" element={<AccountsPage />} />
    </>
  ),
};
