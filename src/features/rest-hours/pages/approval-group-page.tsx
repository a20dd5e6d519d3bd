import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LEVEL } from '../../../domain/access/permissions';
import { roleNameId } from '../../../domain/access/role-names';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { db } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { type GroupChange, queueGroupChange, useApprovalGroup } from '../data/approval-group';
import { useMembers } from '../data/use-hor-data';
import '../components/rest-hours.css';
import { t } from '../../../i18n/i18n';
import { AnswerPending } from '../../../ui/answer-pending';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';

const SEARCH_DEBOUNCE_MS = 400; // spec: employee search debounce

/** Approval group: who countersigns besides officers, and for which departments. */
export function ApprovalGroupPage() {
  const { me, vessel } = useRouteVessel();
  const queries = useQueryClient();
  const id = vessel?.id ?? 0;
  const crew = useMembers(id);
  const departments = [
    ...new Map(crew.filter((m) => m.departmentId).map((m) => [m.departmentId!, m.departmentName!])).entries(),
  ];
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search]);
  const group = useApprovalGroup(id);
  const members = group.data ?? [];
  const age = keptAnswerAge(group);
  // Anyone on board below officer level (officers countersign anyway), from the crew list on
  // the device, so the group can be changed offline.
  const needle = term.toLowerCase();
  const eligible = needle
    ? crew
        .filter(
          (m) =>
            m.permissionLevel < LEVEL.officer &&
            !members.some((g) => g.userId === m.userId) &&
            `${m.firstName} ${m.lastName}`.toLowerCase().includes(needle),
        )
        .slice(0, 5)
    : [];
  const change = (c: GroupChange) =>
    me &&
    void queueGroupChange(db, me, id, c, (apply) => queries.setQueryData(['approval-group', id], apply));
  if (!vessel) return null;
  if (group.error) return <p className="muted">{t("You don't have access to requested resource.")}</p>;

  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>{t('Calendar')}</BackLink>
      <div>
        <h1>{t('Approval group')}</h1>
        <span className="muted small">
          {t('{vessel} · members countersign hours of rest for their departments', { vessel: vessel.name })}
        </span>
      </div>
      {/* The group as last read; changes made here at sea are queued and show at once. */}
      <AsOf at={age.readAt} stale={age.stale} />
      {group.data ? null : (
        <AnswerPending
          notYet={t(
            'This device has not read the members yet; they will show once the shore can be reached.',
          )}
          error={null}
          paused={group.fetchStatus === 'paused'}
        />
      )}
      <section className="card stack">
        <TextField
          label={t('Add a member')}
          type="search"
          placeholder={t('Search by name')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {term && eligible.length === 0 ? (
          <p className="small muted">{t("No one else on board is called ''{name}''.", { name: term })}</p>
        ) : null}
        {eligible.map((u) => {
          const name = `${u.firstName} ${u.lastName}`;
          return (
            <div key={u.userId} className="row-between">
              <span>
                {name}
                <span className="small muted">
                  {' '}
                  ·{' '}
                  {[u.positionName, u.departmentName].filter(Boolean).join(', ') || t(roleNameId(u.roleName))}
                </span>
              </span>
              <Button
                small
                aria-label={t('Add {name}', { name })}
                onClick={() => {
                  change({ kind: 'member', userId: u.userId, name, member: true });
                  setSearch('');
                }}
              >
                {t('Add')}
              </Button>
            </div>
          );
        })}
      </section>
      {group.isSuccess && members.length === 0 ? (
        <p className="muted">
          {t(
            'No members yet: only officers countersign. Search for a crew member above to let them countersign for their departments.',
          )}
        </p>
      ) : null}
      {members.map((m) => (
        <section key={m.userId} className="card stack" aria-label={m.name}>
          <div className="row-between">
            <strong>{m.name}</strong>
            <Button
              small
              variant="danger"
              onClick={() => change({ kind: 'member', userId: m.userId, name: m.name, member: false })}
            >
              {t('Remove')}
            </Button>
          </div>
          <Checkbox
            checked={m.watchkeeper}
            onChange={(watchkeeper) =>
              change({ kind: 'member', userId: m.userId, name: m.name, member: true, watchkeeper })
            }
          >
            {t('Watchkeeper')}
          </Checkbox>
          <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
            {m.departments.length === 0 ? <span className="small muted">{t('All departments')}</span> : null}
            {m.departments.map((d) => (
              <button
                key={d.id}
                type="button"
                className="pill pill-neutral"
                style={{ border: 0, cursor: 'pointer' }}
                aria-label={t('Remove {department} from {name}', { department: d.name, name: m.name })}
                onClick={() =>
                  change({
                    kind: 'department',
                    userId: m.userId,
                    departmentId: d.id,
                    departmentName: d.name,
                    member: false,
                  })
                }
              >
                {d.name} ×
              </button>
            ))}
            <Select
              label={t('Add a department for {name}', { name: m.name })}
              hideLabel
              value={null}
              placeholder={t('Add department…')}
              choices={departments
                .filter(([depId]) => !m.departments.some((d) => d.id === depId))
                .map(([depId, name]) => ({ id: String(depId), label: name }))}
              onChange={(depId) =>
                change({
                  kind: 'department',
                  userId: m.userId,
                  departmentId: Number(depId),
                  departmentName: departments.find(([d]) => d === Number(depId))?.[1] ?? '',
                  member: true,
                })
              }
            />
          </div>
        </section>
      ))}
    </div>
  );
}
