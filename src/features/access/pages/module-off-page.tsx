import type { Vessel } from '../../../contracts/auth';
import { MODULE_NAMES, type ModuleKey } from '../../../domain/access/modules';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { BackLink } from '../../../ui/back-link';

/**
 * What a module's pages show on a vessel where the module is off (offline too: the session
 * says which modules a vessel has). Nothing of the module opens, so nothing can be queued there.
 */
export function ModuleOffPage(props: {
  vessel: Vessel;
  module: Exclude<ModuleKey, 'admin'>;
  level: number | null;
}) {
  const name = MODULE_NAMES[props.module];
  const admin = reaches(props.level, LEVEL.officer);
  return (
    <div className="stack">
      <BackLink to="/fleet">Fleet</BackLink>
      <section className="card stack empty-state" aria-labelledby="module-off-title">
        <h1 id="module-off-title">
          {name} is off on {props.vessel.name}
        </h1>
        <p className="muted" style={{ margin: 0 }}>
          {admin
            ? `Switch ${name.toLowerCase()} on for this vessel under Accounts, Modules; its records then appear here.`
            : `Ask an officer or the vessel's administrator to switch ${name.toLowerCase()} on for this vessel.`}
        </p>
        <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
          {Object.entries(MODULE_NAMES).map(([key, label]) => (
            <span
              key={key}
              className={`pill ${props.vessel.modules.includes(key) ? 'pill-ok' : 'pill-neutral'}`}
            >
              {label} · {props.vessel.modules.includes(key) ? 'on' : 'off'}
            </span>
          ))}
        </div>
      </section>
    </div>
  );
}
