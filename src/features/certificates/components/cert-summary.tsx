import type { CertSummary, RegisterFilter } from '../../../domain/certificates/cert-list';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

const TILES = [
  { filter: 'expired', label: msg('Expired'), tone: 'tile-bad' },
  { filter: 'expiring', label: msg('Expiring'), tone: 'tile-warn' },
  { filter: 'missing', label: msg('Missing'), tone: 'tile-bad' },
] as const;

/**
 * The counts at the top of the list: expired, expiring and missing certificates. Each tile also
 * narrows the list to what it counts (pressed again, everything shows), so on a phone the ones
 * that need action are one tap away.
 */
export function CertSummaryTiles(props: {
  summary: CertSummary;
  filter: RegisterFilter;
  onFilter: (f: RegisterFilter) => void;
}) {
  return (
    <fieldset className="plain-fieldset cert-summary">
      <legend className="visually-hidden">{t('Summary')}</legend>
      {TILES.map((tile) => {
        const count = props.summary[tile.filter];
        const pressed = props.filter === tile.filter;
        return (
          <button
            key={tile.filter}
            type="button"
            className={`cert-tile ${count ? tile.tone : 'tile-zero'}`}
            aria-pressed={pressed}
            onClick={() => props.onFilter(pressed ? 'all' : tile.filter)}
          >
            <strong className="cert-tile-count">{count}</strong>
            <span className="cert-tile-label">{t(tile.label)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
