import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authedCall } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { useMembers } from '../data/use-hor-data';
import '../components/rest-hours.css';
import { BackLink } from '../../../ui/back-link';

interface GroupMember {
  userId: number;
  name: string;
  watchkeeper: boolean;
  departments: { id: number; name: string }[];
}

const SEARCH_DEBOUNCE_MS = 400; // spec: employee search debounce

/** Approval group: who countersigns besides officers, and for which departments. */
export function ApprovalGroupPage() {
  const { vessel } = useRouteVessel();
  const online = useOnline();
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
  const key = ['approval-group', id];
  const group = useQuery({
    queryKey: key,
    queryFn: () => authedCall<GroupMember[]>(db, net, `/hor/approvalGroup/list/${id}`),
    enabled: online && id > 0,
  });
  const eligible = useQuery({
    queryKey: ['approval-eligible', id, term],
    queryFn: () =>
      authedCall<{ userId: number; name: string }[]>(
        db,
        net,
        `/hor/approvalGroup/eligible/${id}?searchStr=${encodeURIComponent(term)}&maxResults=5`,
      ),
    enabled: online && id > 0 && term.length > 0,
  });
  const change = useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: string; body?: unknown }) =>
      authedCall<GroupMember[]>(db, net, path, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    onSuccess: (list) => {
      queries.setQueryData(key, list);
      void queries.invalidateQueries({ queryKey: ['approval-eligible', id] });
    },
  });
  if (!vessel) return null;
  if (!online)
    return <p className="muted">The approval group is kept on the server: connect to change it.</p>;
  if (group.error) return <p className="muted">You don't have access to requested resource.</p>;

  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>Calendar</BackLink>
      <div>
        <h1>Approval group</h1>
        <span className="muted small">
          {vessel.name} · members countersign hours of rest for their departments
        </span>
      </div>
      <section className="card stack">
        <label className="field">
          <span className="small">Add a member</span>
          <input
            className="input"
            placeholder="Search by name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {(eligible.data ?? []).map((u) => (
          <div key={u.userId} className="row-between">
            <span>{u.name}</span>
            <Button
              small
              onClick={() =>
                change.mutate({ path: `/hor/approvalGroup/${id}/${u.userId}`, method: 'PUT', body: {} })
              }
            >
              Add
            </Button>
          </div>
        ))}
      </section>
      {(group.data ?? []).length === 0 ? (
        <p className="muted">No members yet: only officers countersign.</p>
      ) : null}
      {(group.data ?? []).map((m) => (
        <section key={m.userId} className="card stack" aria-label={m.name}>
          <div className="row-between">
            <strong>{m.name}</strong>
            <Button
              small
              variant="danger"
              onClick={() =>
                change.mutate({ path: `/hor/approvalGroup/${id}/${m.userId}`, method: 'DELETE' })
              }
            >
              Remove
            </Button>
          </div>
          <Checkbox
            checked={m.watchkeeper}
            onChange={(watchkeeper) =>
              change.mutate({
                path: `/hor/approvalGroup/${id}/${m.userId}`,
                method: 'PUT',
                body: { watchkeeper },
              })
            }
          >
            Watchkeeper
          </Checkbox>
          <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
            {m.departments.length === 0 ? <span className="small muted">All departments</span> : null}
            {m.departments.map((d) => (
              <button
                key={d.id}
                type="button"
                className="pill pill-neutral"
                style={{ border: 0, cursor: 'pointer' }}
                title="Remove"
                onClick={() =>
                  change.mutate({
                    path: `/hor/approvalGroup/department/${id}`,
                    method: 'DELETE',
                    body: { userID: m.userId, departmentID: d.id },
                  })
                }
              >
                {d.name} ×
              </button>
            ))}
            <Select
              label={`Add a department for ${m.name}`}
              hideLabel
              value={null}
              placeholder="Add department…"
              choices={departments
                .filter(([depId]) => !m.departments.some((d) => d.id === depId))
                .map(([depId, name]) => ({ id: String(depId), label: name }))}
              onChange={(depId) =>
                change.mutate({
                  path: `/hor/approvalGroup/department/${id}`,
                  method: 'PUT',
                  body: { userID: m.userId, departmentID: Number(depId) },
                })
              }
            />
          </div>
        </section>
      ))}
    </div>
  );
}
