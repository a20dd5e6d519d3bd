import { useState } from 'react';
import { Link } from 'react-router';
import type { AccountModule } from '../../../contracts/accounts';
import type { Vessel } from '../../../contracts/auth';
import { MSG } from '../../../contracts/messages';
import { numberLocale } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/toast';
import { useToggleModule, useVesselModules } from '../data/accounts-api';

const pounds = (n: number) =>
  new Intl.NumberFormat(numberLocale(), {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 2,
  }).format(n);

/** The Modules tab: the monthly spend, and each module with Live, Activate or 'Free!'. */
export function ModulesTab({ vessel }: { vessel: Vessel }) {
  const online = useOnline();
  const modules = useVesselModules(vessel.id);
  const toggle = useToggleModule(vessel.id);
  const [asking, setAsking] = useState<AccountModule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const answer = modules.data;
  if (!answer)
    return (
      <AnswerPending
        notYet={t('This device has not read the modules yet; they will show once the shore can be reached.')}
        error={modules.error}
        paused={modules.paused}
      />
    );
  const change = async (m: AccountModule) => {
    setAsking(null);
    setBusy(m.id);
    setError(null);
    try {
      await toggle(m.id, !m.isActive);
      notify(
        m.isActive
          ? t('{module} is off on {vessel}.', { module: t(m.name), vessel: vessel.name })
          : t('{module} is live on {vessel}.', { module: t(m.name), vessel: vessel.name }),
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MSG.status0);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="stack">
      <AsOf
        at={modules.readAt}
        stale={modules.stale}
        note={t('Modules can be changed once the shore can be reached.')}
      />
      <div className="card spend">
        <span className="muted small">{t('Current monthly spend')}</span>
        <strong>{pounds(answer.monthlySpend)}</strong>
      </div>
      <FormError message={error} />
      <ul className="module-list">
        {answer.modules.map((m) => (
          <li key={m.id} className="card module-card">
            <div className="module-head">
              <h3>{t(m.name)}</h3>
              <span className="module-price">
                {m.price === 0 ? t('Free!') : t('{price} / month', { price: pounds(m.price) })}
              </span>
            </div>
            <p className="no-margin muted">{t(m.text)}</p>
            <div className="row">
              {m.codeName === 'support' ? (
                <Link className="btn btn-secondary" to={`/fleet/${vessel.codename}/support`}>
                  {t('Contact us')}
                </Link>
              ) : null}
              {m.price === 0 ? null : m.isActive ? (
                // The spec's 'Live' button, drawn as the switch it is: on, and a tap asks before off.
                <button
                  type="button"
                  role="switch"
                  aria-checked="true"
                  className="module-switch"
                  aria-label={t('{name} live', { name: t(m.name) })}
                  disabled={!online || busy !== null}
                  onClick={() => setAsking(m)}
                >
                  <span className="switch-track" aria-hidden="true">
                    <span className="switch-thumb" />
                  </span>
                  {busy === m.id ? t('Switching off…') : t('Live')}
                </button>
              ) : (
                <Button
                  aria-label={t('Activate {name}', { name: t(m.name) })}
                  disabled={!online || busy !== null}
                  onClick={() => setAsking(m)}
                >
                  {busy === m.id ? t('Activating…') : t('Activate')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={
            asking.isActive
              ? t('Switch {module} off?', { module: t(asking.name) })
              : t('Activate {module}?', { module: t(asking.name) })
          }
          confirmLabel={asking.isActive ? t('Switch off') : t('Activate')}
          danger={asking.isActive}
          onConfirm={() => change(asking)}
          onCancel={() => setAsking(null)}
        >
          {asking.isActive
            ? t(
                '{module} disappears from {vessel} for everyone on board. Its records are kept and come back if you activate it again.',
                { module: t(asking.name), vessel: vessel.name },
              )
            : t('{module} goes live on {vessel} for everyone on board, for {price} a month.', {
                module: t(asking.name),
                vessel: vessel.name,
                price: pounds(asking.price),
              })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
