import { Link } from 'react-router';
import type { WelcomeItem } from '../../../contracts/fleet';
import { Icon } from '../../../ui/icons';

/**
 * Welcome items: tiles on a vessel's welcome page, rows in a fleet list panel. A row with a
 * path opens it (under /fleet/{codename}/); one without only informs.
 */
export function WelcomeRows(props: {
  base: string;
  /** Where the row titled Inbox leads: the inbox of this vessel. */
  inbox: string;
  items: WelcomeItem[] | undefined;
  loading: boolean;
  tiles?: boolean;
}) {
  const { base, inbox, items, loading, tiles } = props;
  if (!items)
    return (
      <p className="muted small no-margin" role="status">
        {loading ? 'Loading…' : 'The figures show once this device has been online.'}
      </p>
    );
  if (!items.length) return <p className="muted small no-margin">Nothing needs you here.</p>;
  return (
    <ul className={tiles ? 'welcome-tiles' : 'welcome-rows'}>
      {items.map((item) => {
        const body = (
          <>
            <span className="welcome-name">{item.name}</span>
            <strong className="welcome-value">{item.value}</strong>
            <span className="welcome-info">{item.info}</span>
            {item.path || item.name === 'Inbox' ? <Icon name="chevron" /> : null}
          </>
        );
        const to = item.name === 'Inbox' ? inbox : item.path ? `${base}/${item.path}` : null;
        return (
          <li key={item.name} className={tiles ? 'card' : undefined}>
            {to ? (
              <Link to={to} className="welcome-item">
                {body}
              </Link>
            ) : (
              <div className="welcome-item">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
