import { Link } from 'react-router';
import type { Preset } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { dayTotals } from '../../../domain/rest-hours/timeline';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { DayBar } from '../../../ui/day-bar';
import { Dialog } from '../../../ui/dialog';
import { notifySaved } from '../../../ui/toast';
import { deletePreset, savePreset } from '../data/hor-commands';

/** The user's presets: make one the default, or delete. */
export function PresetsDialog({
  session,
  presets,
  base,
  onClose,
}: {
  session: StoredSession;
  presets: Preset[];
  /** The module's path on this vessel (for the preset editor). */
  base: string;
  onClose: () => void;
}) {
  const editor = (p?: Preset) =>
    // not-ui-text: the editor's address, a slug of the preset's name
    `${base}/new-preset/${(p?.name ?? 'new preset')
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}${p ? `?id=${p.id}` : ''}`;
  const run = (p: Promise<unknown>) => void p.then(requestSync);
  return (
    <Dialog title={t('Presets')} onClose={onClose}>
      {presets.length === 0 ? (
        <p className="muted">
          {t("No presets yet. Tap New preset, or tick 'Add as new preset' when you save a day.")}
        </p>
      ) : null}
      {presets.map((p) => (
        <div
          key={p.id}
          className="stack"
          style={{ gap: 6, borderTop: '1px solid var(--line)', paddingTop: 10 }}
        >
          <div className="row-between">
            <strong>{p.isDefault ? t('{name} - Default', { name: p.name }) : p.name}</strong>
            <span className="small muted">{t('{hours} h work', { hours: dayTotals(p.work).workHours })}</span>
          </div>
          <DayBar work={p.work} />
          <div className="row">
            {p.isDefault ? null : (
              <Button
                small
                variant="secondary"
                onClick={() =>
                  run(
                    savePreset(
                      db,
                      session,
                      { presetId: p.id, vesselId: p.vesselId, name: p.name, work: p.work, isDefault: true },
                      Date.now(),
                    ),
                  )
                }
              >
                {t('Make default')}
              </Button>
            )}
            <Link className="btn btn-ghost btn-small" to={editor(p)}>
              {t('Edit')}
            </Link>
            <Button
              small
              variant="danger"
              onClick={() =>
                run(
                  deletePreset(db, session, p, Date.now()).then(() =>
                    notifySaved(t('Preset “{name}” deleted', { name: p.name })),
                  ),
                )
              }
            >
              {t('Delete')}
            </Button>
          </div>
        </div>
      ))}
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose}>
          {t('Close')}
        </Button>
        <Link className="btn btn-primary" to={editor()}>
          {t('New preset')}
        </Link>
      </div>
    </Dialog>
  );
}
