import { Link } from 'react-router';
import type { Vessel } from '../../../contracts/auth';
import { MODULE_NAMES, type ModuleKey } from '../../../domain/access/modules';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { moduleSwitchPath } from '../../../domain/brand/brand';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';
import { BackLink } from '../../../ui/back-link';

/** Where each module's pages live under /fleet/{codename}/ (those built so far, and the spec's). */
const MODULE_PATHS: Record<Exclude<ModuleKey, 'admin'>, string> = {
  hoursofrest: 'hours-of-rest',
  crew: 'crew',
  docs: 'documents/lib0',
  certs: 'certs',
  leave: 'leave',
  reports: 'reports',
};

/**
 * What a module's pages show on a vessel where the module is off (offline too: the session
 * says which modules a vessel has). Nothing of the module opens, so nothing can be queued there.
 */
export function ModuleOffPage(props: {
  vessel: Vessel;
  module: Exclude<ModuleKey, 'admin'>;
  level: number | null;
  /** The user's other vessels where the module is on: the way on from here. */
  others: Vessel[];
  /** Whether the user has a fleet list to go back to (more than one vessel). */
  fleetList: boolean;
}) {
  const name = t(MODULE_NAMES[props.module]);
  const admin = reaches(props.level, LEVEL.officer);
  return (
    <div className="stack">
      {props.fleetList && <BackLink to="/fleet">{t('Fleet list')}</BackLink>}
      <section className="card stack empty-state" aria-labelledby="module-off-title">
        <h1 id="module-off-title">
          {t('{module} is off on {vessel}', { module: name, vessel: props.vessel.name })}
        </h1>
        <p className="muted" style={{ margin: 0 }}>
          {admin
            ? brand.accounts
              ? t(
                  'Switch {module} on for this vessel under Accounts, Modules; its records then appear here.',
                  {
                    module: name.toLowerCase(),
                  },
                )
              : t('Ask us to switch {module} on for this vessel; its records then appear here.', {
                  module: name.toLowerCase(),
                })
            : t("Ask an officer or the vessel's administrator to switch {module} on for this vessel.", {
                module: name.toLowerCase(),
              })}
        </p>
        <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
          {Object.entries(MODULE_NAMES).map(([key, label]) => (
            <span
              key={key}
              className={`pill ${props.vessel.modules.includes(key) ? 'pill-ok' : 'pill-neutral'}`}
            >
              {props.vessel.modules.includes(key)
                ? t('{module} · on', { module: t(label) })
                : t('{module} · off', { module: t(label) })}
            </span>
          ))}
        </div>
        <div className="row" style={{ flexWrap: 'wrap' }}>
          {admin ? (
            <Link className="btn btn-primary" to={moduleSwitchPath(brand, props.vessel.codename)}>
              {brand.accounts ? t('Open Accounts, Modules') : t('Contact us')}
            </Link>
          ) : null}
          {props.others.map((v) => (
            <Link
              key={v.id}
              className={`btn ${admin ? 'btn-secondary' : 'btn-primary'}`}
              to={`/fleet/${v.codename}/${MODULE_PATHS[props.module]}`}
            >
              {t('{module} on {vessel}', { module: name, vessel: v.name })}
            </Link>
          ))}
          {props.fleetList && (
            <Link className={`btn ${props.others.length ? 'btn-ghost' : 'btn-primary'}`} to="/fleet">
              {t('Back to the fleet')}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
