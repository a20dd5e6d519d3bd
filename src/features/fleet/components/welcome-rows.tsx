import { Link } from 'react-router';
import type { WelcomeItem } from '../../../contracts/fleet';
import { sayFigures } from '../../../domain/home/needs-me-words';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

/** One tile or row: where it leads (null: it only informs); `needs` marks what waits for the user. */
export interface WelcomeTile {
  name: string;
  value: string;
  info: string;
  to: string | null;
  needs?: boolean;
  /** The device cannot count it yet: the tile says so (in a quieter look) rather than show a 0. */
  unknown?: boolean;
}

/** The server's welcome items as tiles: a path is under /fleet/{codename}/; the row titled Inbox opens the inbox. */
export function serverTiles(items: readonly WelcomeItem[], base: string, inbox: string): WelcomeTile[] {
  return items.map((item) => ({
    name: item.name,
    value: item.value,
    info: item.info,
    to: item.name === 'Inbox' ? inbox : item.path ? `${base}/${item.path}` : null,
  }));
}

export function TileList(props: { tiles: readonly WelcomeTile[]; asTiles: boolean }) {
  return (
    <ul className={props.asTiles ? 'welcome-tiles' : 'welcome-rows'}>
      {props.tiles.map((tile) => {
        const body = (
          <>
            <span className="welcome-name">{t(tile.name)}</span>
            <strong className="welcome-value">{sayFigures(tile.value, t)}</strong>
            <span className="welcome-info">{t(tile.info)}</span>
            {tile.to ? <Icon name="chevron" /> : null}
          </>
        );
        const look = [
          props.asTiles ? 'card' : '',
          tile.needs ? 'welcome-needs' : '',
          tile.unknown ? 'welcome-unknown' : '',
        ]
          .join(' ')
          .trim();
        return (
          <li key={tile.name} className={look || undefined}>
            {tile.to ? (
              <Link to={tile.to} className="welcome-item">
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
        {loading ? t('Loading…') : t('The figures show once this device has been online.')}
      </p>
    );
  if (!items.length) return <p className="muted small no-margin">{t('Nothing needs you here.')}</p>;
  return <TileList tiles={serverTiles(items, base, inbox)} asTiles={Boolean(tiles)} />;
}
