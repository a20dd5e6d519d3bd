import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminUser, AdminVessel } from '../../../contracts/users';
import { roleNameId } from '../../../domain/access/role-names';
import { adminActions, outranksOrEquals } from '../../../domain/access/user-admin';
import { showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Checkbox } from '../../../ui/checkbox';
import { ActionMenu, type MenuAction } from '../../../ui/menu';
import { Select } from '../../../ui/select';

export type UserAction = 'reset' | 'remove' | 'removeAll' | 'assign' | 'transfer' | 'order' | TwoFactorAction;
export type TwoFactorAction = 'require2fa' | 'optional2fa' | 'remove2fa';

const ALL = 'all';
const displayName = (u: AdminUser) => `${u.firstName} ${u.lastName}`;
const METHOD_NAME = { whatsapp: 'WhatsApp', totp: msg('App') } as const;

/** The '2FA Required' cell: required or not, and the method the user has set up. */
function TwoFactorCell({ user }: { user: AdminUser }) {
  return (
    <>
      {user.twoFactorRequired ? t('Yes') : t('No')}
      {user.twoFactor ? <span className="small muted"> · {t(METHOD_NAME[user.twoFactor])}</span> : null}
    </>
  );
}

/**
 * One vessel's users (doc 1, section 2): department search, selection (never of someone above
 * the caller), the Actions menu, and per row the name (to the edit form), position, access level.
 */
export function VesselUsers(props: {
  vessel: AdminVessel;
  /** The name search of the page, trimmed. */
  search: string;
  editBase: string;
  online: boolean;
  onAction: (action: UserAction, users: AdminUser[]) => void;
}) {
  const { vessel } = props;
  const [department, setDepartment] = useState(ALL);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const needle = props.search.toLowerCase();
  const shown = vessel.users.filter(
    (u) =>
      (department === ALL || String(u.departmentId) === department) &&
      displayName(u).toLowerCase().includes(needle),
  );
  const selectable = shown.filter((u) => outranksOrEquals(vessel.level, u.permissionLevel));
  const chosen = vessel.users.filter((u) => selected.has(u.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = selectable.length > 0 && selectable.every((u) => selected.has(u.id));
  const act = (action: UserAction) => () => props.onAction(action, chosen);
  const offline = !props.online;
  const captain = adminActions(vessel.level);
  // What changes nothing for good first; removals last, set apart in red (ActionMenu).
  const actions: MenuAction[] = [
    {
      id: 'reset',
      label: t('Reset password'),
      onAction: act('reset'),
      isDisabled: offline || chosen.length !== 1,
    },
    {
      id: 'order',
      label: t('Crew order'),
      onAction: act('order'),
      isDisabled: offline || vessel.users.length < 2,
    },
    ...(captain
      ? [
          {
            id: 'assign',
            label: t('Add users to other vessels'),
            onAction: act('assign'),
            isDisabled: offline || chosen.length === 0,
          },
          {
            id: 'transfer',
            label: t('Transfer to another vessel'),
            onAction: act('transfer'),
            isDisabled: offline || chosen.length !== 1,
          },
          {
            id: 'require2fa',
            label: t('2FA as Required'),
            onAction: act('require2fa'),
            isDisabled: offline || chosen.length === 0,
          },
          {
            id: 'optional2fa',
            label: t('2FA not Required'),
            onAction: act('optional2fa'),
            isDisabled: offline || !chosen.some((u) => u.twoFactorRequired),
          },
        ]
      : []),
    {
      id: 'remove',
      label: t('Remove from vessel'),
      onAction: act('remove'),
      isDisabled: offline || chosen.length !== 1,
      danger: true,
    },
    ...(captain
      ? [
          {
            id: 'removeAll',
            label: t('Remove from all vessels'),
            onAction: act('removeAll'),
            isDisabled: offline || chosen.length === 0,
            danger: true,
          },
          {
            id: 'remove2fa',
            label: t('2FA Remove'),
            onAction: act('remove2fa'),
            isDisabled: offline || !chosen.some((u) => u.twoFactor),
            danger: true,
          },
        ]
      : []),
  ];
  const departments = [
    { id: ALL, label: t('All departments') },
    ...vessel.departments.map((d) => ({ id: String(d.id), label: d.name })),
  ];

  return (
    // not-ui-text: an element id
    <section className="card stack users-card" aria-labelledby={`vessel-${vessel.id}`}>
      <div className="row-between users-head">
        <h2 id={`vessel-${vessel.id}`}>
          {vessel.name}{' '}
          <span className="muted small">{t('{count} users', { count: vessel.users.length })}</span>
        </h2>
        <div className="row users-tools">
          {vessel.departments.length > 0 ? (
            <Select
              label={t('Department')}
              hideLabel
              value={department}
              onChange={setDepartment}
              choices={departments}
            />
          ) : null}
          <ActionMenu
            label={chosen.length ? t('Actions ({count})', { count: chosen.length }) : t('Actions')}
            ariaLabel={t('Actions for the selected users of {vessel}', { vessel: vessel.name })}
            actions={actions}
          />
        </div>
      </div>
      {shown.length > selectable.length ? (
        <p className="small muted no-margin">
          {t('Users above your access level are listed, but only they or a higher level can change them.')}
        </p>
      ) : null}
      {vessel.users.length === 0 ? (
        <p className="muted">{t('No users found.')}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t("No users with name ''{name}'' found.", { name: props.search })}</p>
      ) : (
        <table className="users-table">
          <thead>
            <tr>
              <th className="select-cell">
                <Checkbox
                  checked={allChosen}
                  isDisabled={selectable.length === 0}
                  onChange={(on) => setSelected(new Set(on ? selectable.map((u) => u.id) : []))}
                >
                  <span className="visually-hidden">{t('Select all')}</span>
                </Checkbox>
              </th>
              <th>{t('Display name')}</th>
              <th className="wide-only">{t('Position')}</th>
              <th className="wide-only">{t('2FA Required')}</th>
              <th>{t('Access Level')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((u) => {
              const mayAct = outranksOrEquals(vessel.level, u.permissionLevel);
              const place = u.positionName ?? u.departmentName;
              return (
                <tr key={u.id} className={selected.has(u.id) ? 'is-selected' : undefined}>
                  <td className="select-cell">
                    <Checkbox
                      checked={selected.has(u.id)}
                      isDisabled={!mayAct}
                      onChange={(on) => toggle(u.id, on)}
                    >
                      <span className="visually-hidden">{t('Select {name}', { name: displayName(u) })}</span>
                    </Checkbox>
                  </td>
                  <td>
                    {mayAct ? (
                      <Link className="user-name" to={`${props.editBase}/edit/${vessel.id}/${u.id}`}>
                        {displayName(u)}
                      </Link>
                    ) : (
                      <span className="user-name">{displayName(u)}</span>
                    )}
                    {place ? <span className="phone-only small muted">{place}</span> : null}
                    {u.twoFactorRequired ? (
                      <span className="phone-only small muted">
                        {t('2FA required')}
                        {u.twoFactor ? ` · ${t(METHOD_NAME[u.twoFactor])}` : t(' · not set up')}
                      </span>
                    ) : null}
                    {u.endDate ? (
                      <span className="pill pill-warn small">
                        {t('Leaves {date}', { date: showDate(u.endDate) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="wide-only">{place ?? '—'}</td>
                  <td className="wide-only">
                    <TwoFactorCell user={u} />
                  </td>
                  <td>{t(roleNameId(u.roleName))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
