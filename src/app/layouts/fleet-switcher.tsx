import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { FleetMenu } from '../../domain/access/navigation';
import { t } from '../../i18n/i18n';
import { Icon } from '../../ui/icons';

/**
 * The fleet dropdown under the brand (someone on more than one vessel): '+ Add vessel', 'Fleet'
 * and each vessel. Its title is the vessel opened, else 'Fleet'.
 */
export function FleetSwitcher({ menu }: { menu: FleetMenu }) {
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Button
        className="fleet-switcher"
        aria-label={t('Switch vessel, now {vessel}', { vessel: t(menu.title) })}
      >
        <small>{t(menu.title)}</small>
        <Icon name="down" />
      </Button>
      <Popover className="popover menu-popover" placement="bottom start">
        <Menu className="listbox" onAction={(to) => navigate(String(to))}>
          {menu.items.map((item) => (
            <MenuItem key={item.to} id={item.to} className="listbox-item">
              {t(item.label)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
