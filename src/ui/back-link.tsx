import { Link } from 'react-router';
import { t } from '../i18n/i18n';
import { Icon } from './icons';

/**
 * The way back from a sub-page, at its top left (every sub-page has one), named after where it
 * leads, in the reader's language (a place the domain names, msg('Fleet list'), as much as a
 * screen's t('Crew'); a vessel's name stays as it is). With `onBack` (an unsaved edit), the page
 * decides whether to go.
 */
export function BackLink({ to, children, onBack }: { to: string; children: string; onBack?: () => void }) {
  return (
    <Link
      className="btn btn-ghost btn-small back-link"
      to={to}
      onClick={(e) => {
        if (!onBack) return;
        e.preventDefault();
        onBack();
      }}
    >
      <Icon name="back" /> {t(children)}
    </Link>
  );
}
