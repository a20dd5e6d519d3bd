import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { FileRow } from '../../../db/app-db';
import { formatNumber, withUnit } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import {
  FILE_BUDGET_CHOICES,
  fileBudget,
  pinnedVessels,
  setFileBudget,
  setPinned,
} from '../../../sync/files/file-cache';
import { Button } from '../../../ui/button';
import { Switch } from '../../../ui/switch';

export const size = (bytes: number) =>
  bytes >= 1024 ** 3
    ? withUnit(formatNumber(Number((bytes / 1024 ** 3).toFixed(1))), 'GB')
    : bytes >= 1024 ** 2
      ? withUnit(formatNumber(bytes / 1024 ** 2, bytes < 10 * 1024 ** 2 ? 1 : 0), 'MB')
      : withUnit(formatNumber(Math.ceil(bytes / 1024)), 'KB');

/** The browser's own figures for this site (all of IndexedDB, the app's files, caches). */
function useStorageEstimate(refresh: unknown) {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the files change
  useEffect(() => {
    void navigator.storage?.estimate?.().then(setEstimate);
  }, [refresh]);
  return estimate;
}

/**
 * Files on the device: uploads the server refused, opened files kept within a budget the user
 * sets, and the vessel whose files stay whatever the budget. (Uploads on their way are listed
 * with the other changes waiting to be sent.)
 */
export function FileStorageCard() {
  const files = useLiveQuery(() => db.files.toArray(), [], [] as FileRow[]);
  const budget = useLiveQuery(() => fileBudget(db), [], null);
  const pinned = useLiveQuery(() => pinnedVessels(db), [], [] as number[]);
  const focus = useLiveQuery(async () => Number((await db.meta.get('focusVessel'))?.value ?? 0), [], 0);
  const session = useSession();
  const estimate = useStorageEstimate(files.length);
  const kept = files.filter((f) => f.state === 'stored' && f.blob);
  const used = kept.reduce((n, f) => n + f.size, 0);
  const refused = files.filter((f) => f.state === 'refused');
  const vessel = typeof session === 'object' ? session?.vessels.find((v) => v.id === focus) : undefined;
  const isPinned = vessel ? pinned.includes(vessel.id) : false;

  return (
    <section className="card stack" aria-label={t('Files on this device')}>
      <h2>{t('Files on this device')}</h2>
      {refused.map((f) => (
        <div key={f.id} className="row-between small">
          <span>
            <strong>{f.name}</strong>
            <span className="muted"> · {f.error}</span>
          </span>
          <Button small variant="danger" onClick={() => void db.files.delete(f.id)}>
            {t('Remove')}
          </Button>
        </div>
      ))}
      <div className="totals">
        <div className="total">
          <span className="small muted">{t('Opened files kept')}</span>
          <strong>{size(used)}</strong>
          <span className="small muted">
            {budget
              ? t('{count, plural, one {# file} other {# files}} · up to {size}', {
                  count: kept.length,
                  size: size(budget),
                })
              : t('{count, plural, one {# file} other {# files}}', { count: kept.length })}
          </span>
        </div>
        <div className="total">
          <span className="small muted">{t('This app on the device')}</span>
          <strong>{estimate?.usage !== undefined ? size(estimate.usage) : '–'}</strong>
          <span className="small muted">
            {estimate?.quota !== undefined
              ? t('of {size} allowed', { size: size(estimate.quota) })
              : t('not reported')}
          </span>
        </div>
      </div>
      <fieldset className="stack plain-fieldset" style={{ gap: 8 }}>
        <legend className="small muted">
          {t('Keep opened files up to (the least recently opened go first)')}
        </legend>
        <div className="segmented">
          {FILE_BUDGET_CHOICES.map((choice) => (
            <Button
              key={choice}
              small
              variant={budget === choice ? 'primary' : 'secondary'}
              aria-pressed={budget === choice}
              onClick={() => void setFileBudget(db, choice)}
            >
              {size(choice)}
            </Button>
          ))}
        </div>
      </fieldset>
      {vessel ? (
        // A setting that is on or off: a switch, whose label may take two lines (a long vessel
        // name, Spanish) where a button's would wrap inside it.
        <Switch
          label={t("Always keep {vessel}'s files", { vessel: vessel.name })}
          checked={isPinned}
          onChange={(on) => void setPinned(db, vessel.id, on)}
        />
      ) : null}
    </section>
  );
}
