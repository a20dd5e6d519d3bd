import { useMemo, useState } from 'react';
import { Button as AriaButton, Tag, TagGroup, TagList } from 'react-aria-components';
import { LEAVE_TEXT, type LeaveRequestRecord } from '../../../contracts/leave';
import { MSG } from '../../../contracts/messages';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { addTarget, type DuplicateTarget, duplicateTargets, matchTargets } from '../data/duplicate-targets';
import { duplicateRequest } from '../data/leave-commands';
import type { LeaveVessel } from '../data/use-leave';
import { LeaveDialog } from './leave-dialog';
import './request-extras.css';

/**
 * Duplicate leave request (doc 3, section 2): employees picked by search, shown as removable
 * tags, and 'Duplicate ALL Future leave request for this users'; Back and Save. Saved (offline
 * too: the copies are made here and queued), 'Leave duplicated' says so, with Close.
 */
export function DuplicateDialog(props: {
  data: LeaveVessel;
  userId: number;
  request: LeaveRequestRecord;
  onClose: () => void;
}) {
  const targets = useMemo(
    () => duplicateTargets(props.request, props.data.profiles, props.data.crew),
    [props.request, props.data.profiles, props.data.crew],
  );
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<readonly DuplicateTarget[]>([]);
  const [allFuture, setAllFuture] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const matches = matchTargets(targets, query);

  if (done)
    return (
      <Dialog title="Leave duplicated" onClose={props.onClose}>
        <p className="no-margin">{LEAVE_TEXT.duplicated}</p>
        <div className="dialog-actions">
          <Button onClick={props.onClose} autoFocus>
            Close
          </Button>
        </div>
      </Dialog>
    );

  const pick = (t: DuplicateTarget) => {
    const next = addTarget(chosen, t);
    setChosen(next.chosen);
    setError(next.error ?? undefined);
    if (!next.error) setQuery('');
  };
  const save = async () => {
    if (chosen.length === 0) return setError(MSG.required);
    setBusy(true);
    try {
      const targetsChosen = chosen.map((c) => ({ id: c.profileId, userId: c.userId }));
      await duplicateRequest(
        { db, userId: props.userId, now: Date.now() },
        props.request,
        targetsChosen,
        allFuture,
      );
      requestSync();
      setDone(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LeaveDialog
      title="Duplicate leave request"
      onClose={props.onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      busy={busy}
      cancelLabel="Back"
    >
      <TextField
        label="Employees"
        type="search"
        placeholder="Search by name"
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      {matches.length ? (
        <ul className="suggestions" aria-label="Employees found">
          {matches.map((t) => {
            const added = chosen.some((c) => c.profileId === t.profileId);
            return (
              <li key={t.profileId}>
                <button type="button" className="suggestion" onClick={() => pick(t)}>
                  <strong>{t.name}</strong>
                  <span className="small muted">
                    {t.detail}
                    {added ? ' · added' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : query.trim() ? (
        <p className="small muted no-margin">No employee with a leave profile by that name.</p>
      ) : null}
      {chosen.length ? (
        <TagGroup
          aria-label="Employees chosen"
          onRemove={(keys) => setChosen((c) => c.filter((t) => !keys.has(t.profileId)))}
        >
          <TagList className="tag-list" items={chosen}>
            {(t) => (
              <Tag id={t.profileId} className="tag" textValue={t.name}>
                {t.name}
                <AriaButton slot="remove" className="tag-remove" aria-label={`Remove ${t.name}`}>
                  <Icon name="close" />
                </AriaButton>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
      <Checkbox checked={allFuture} onChange={setAllFuture}>
        {LEAVE_TEXT.duplicateAll}
      </Checkbox>
    </LeaveDialog>
  );
}
