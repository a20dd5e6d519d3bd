import { Suspense, useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { Vessel } from '../../contracts/auth';
import type { StoredSession } from '../../db/app-db';
import { levelOn } from '../../domain/access/permissions';
import { administers } from '../../domain/access/user-admin';
import { t } from '../../i18n/i18n';
import { msg } from '../../i18n/msg';
import { brand } from '../../lib/brand';
import { screen } from '../../lib/lazy-screen';

const ChangePasswordDialog = screen(
  () => import('../../features/access/components/change-password-dialog'),
  'ChangePasswordDialog',
);

/** Opens the change-password popup over the page, instead of going to '/change-password'. */
const CHANGE_PASSWORD = 'change-password';

/**
 * The user dropdown of the spec, at the top right: who is signed in, and their own pages. Users
 * shows at level 4 or more: on the vessel opened, or (none opened) the highest of any vessel.
 */
export function UserMenu({ session, vessel }: { session: StoredSession; vessel: Vessel | undefined }) {
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const level = vessel
    ? levelOn(session.roles, vessel.id)
    : Math.max(...session.roles.map((r) => r.permissionLevel), -Infinity);
  const items = [
    ...(administers(Number.isFinite(level) ? level : null)
      ? [{ id: vessel ? `/fleet/${vessel.codename}/users` : '/fleet/users', label: msg('Users') }]
      : []),
    ...(vessel && brand.accounts && administers(Number.isFinite(level) ? level : null)
      ? [{ id: `/fleet/${vessel.codename}/accounts/modules`, label: msg('Accounts') }]
      : []),
    ...(brand.academy ? [{ id: brand.academy, label: msg('Academy Online') }] : []),
    { id: CHANGE_PASSWORD, label: msg('Change password') },
    { id: '/two-factor', label: msg('Two-factor login') },
    { id: '/logout', label: msg('Log off') },
  ];
  const { firstName, lastName, email } = session.user;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <>
      <MenuTrigger>
        <Button className="user-button">
          <span aria-hidden="true">{initials}</span>
          {/* Named by what it is: the person's name shows inside the menu. */}
          <span className="visually-hidden">{t('Account menu')}</span>
        </Button>
        <Popover className="popover menu-popover" placement="bottom end">
          <Menu
            className="listbox"
            onAction={(id) => (id === CHANGE_PASSWORD ? setChanging(true) : navigate(String(id)))}
          >
            <MenuSection>
              <Header className="menu-header">
                <strong>
                  {firstName} {lastName}
                </strong>
                <span className="small muted">{email}</span>
              </Header>
            </MenuSection>
            <Separator className="menu-separator" />
            <MenuSection>
              {items.map((item) => (
                <MenuItem key={item.id} id={item.id} className="listbox-item">
                  {t(item.label)}
                </MenuItem>
              ))}
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      {changing ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
