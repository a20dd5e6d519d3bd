import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { NotSent } from './leave-bits';

export interface PersonRow {
  key: string;
  name: string;
  detail: string;
  /** The profile's page, for someone with a profile. */
  to?: string;
  available?: string;
  pending?: boolean;
  /** The user's own row: no one sets up their own profile (another approver does). */
  own?: boolean;
}

/**
 * People in a leave list: with a profile, their available balance today and a link to it;
 * without, 'Set up' for those who may set profiles up.
 */
export function PeopleList(props: { rows: PersonRow[]; label: string; onSetUp?: (key: string) => void }) {
  return (
    <ul className="people-list" aria-label={props.label}>
      {props.rows.map((p) =>
        p.to ? (
          <li key={p.key}>
            <Link to={p.to} className="person-row">
              <span className="person-text">
                <strong>{p.name}</strong>
                <span className="small muted">{p.detail}</span>
                {p.pending ? (
                  <span>
                    <NotSent />
                  </span>
                ) : null}
              </span>
              <span className="person-figure">
                <strong>{p.available ?? '—'}</strong>
                <span className="small muted">{t('available today')}</span>
              </span>
            </Link>
          </li>
        ) : (
          <li key={p.key} className="person-row">
            <span className="person-text">
              <strong>{p.name}</strong>
              <span className="small muted">{p.detail}</span>
            </span>
            {props.onSetUp && !p.own ? (
              <Button
                variant="secondary"
                onClick={() => props.onSetUp?.(p.key)}
                aria-label={t('Set up {name}', { name: p.name })}
              >
                {t('Set up')}
              </Button>
            ) : (
              <span className="small muted">{t('No profile yet')}</span>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
