import { Route } from 'react-router';
import { screen } from '../../lib/lazy-screen';

const UsersPage = screen(() => import('./pages/users-page'), 'UsersPage');
const UserFormPage = screen(() => import('./pages/user-form-page'), 'UserFormPage');

/**
 * The users pages, for the fleet (`shell`: in the app shell) and for one vessel (`vessel`: under a
 * vessel of the user's). Each page loads on first use.
 */
export const usersRoutes = {
  shell: () => (
    <>
      <Route path="/fleet/users" element={<UsersPage />} />
      <Route path="/fleet/users/add" element={<UserFormPage mode="add" />} />
      <Route path="/fleet/users/edit/:yacht/:userId" element={<UserFormPage mode="edit" />} />
    </>
  ),
  vessel: () => (
    <>
      <Route path="/fleet/:codename/users" element={<UsersPage />} />
      <Route path="/fleet/:codename/users/add" element={<UserFormPage mode="add" />} />
      <Route path="/fleet/:codename/users/edit/:yacht/:userId" element={<UserFormPage mode="edit" />} />
    </>
  ),
};
