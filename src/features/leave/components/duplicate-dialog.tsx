import { useId, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  Checkbox as AriaCheckbox,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { LEAVE_TEXT, type LeaveRequestRecord } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { addTarget, type DuplicateTarget, duplicateTargets, matchTargets } from '../data/duplicate-targets';
import { duplicateRequest } from '../data/leave-commands';
import { andList } from '../data/request-form';
import { crewName, type LeaveVessel } from '../data/use-leave';
import { usePositions } from '../data/use-positions';
import { LeaveDialog } from './leave-dialog';
import './request-extras.css';
import { t } from '../../../i18n/i18n';

/**
 * Duplicate leave request (doc 3, section 2): employees picked by search, shown as removable
 * tags (each with their position), and 'Duplicate ALL Future leave request for this users'; Back
 * and Save. Saved (offline too: the copies are made here and queued), 'Leave duplicated' says
 * so and what the copies are, with Close.
 */
export function DuplicateDialog(props: {
  data: LeaveVessel;
  userId: number;
  request: LeaveRequestRecord;
  onClose: () => void;
}) {
  const positions = usePositions(props.request.vesselId);
  const targets = useMemo(
    () => duplicateTargets(props.request, props.data.profiles, props.data.crew, positions),
    [props.request, props.data.profiles, props.data.crew, positions],
  );
  const allFutureHint = useId();
  const sourceProfile = props.data.profiles.find((p) => p.id === props.request.profileId);
  const owner = sourceProfile ? crewName(props.data.crew, sourceProfile.crewId) : t('this person');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<readonly DuplicateTarget[]>([]);
  const [allFuture, setAllFuture] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ names: string[]; allFuture: boolean } | null>(null);
  const matches = matchTargets(targets, query);

  if (done)
    return (
      <Dialog title={t('Leave duplicated')} onClose={props.onClose}>
        <p className="no-margin">{t(LEAVE_TEXT.duplicated)}</p>
        <p className="no-margin">
          {t('The copies are Drafts for {names}, to be requested or approved.', {
            names: andList(done.names),
          })}
          {done.allFuture
            ? ` ${t("Copies of {owner}'s later requests come with the next sync.", { owner })}`
            : ''}
        </p>
        <div className="dialog-actions">
          <Button onClick={props.onClose} autoFocus>
            {t('Close')}
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
      setDone({ names: chosen.map((c) => c.name), allFuture });
    } finally {
      setBusy(false);
    }
  };

  return (
    <LeaveDialog
      title={t('Duplicate leave request')}
      onClose={props.onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      busy={busy}
      cancelLabel={t('Back')}
    >
      <TextField
        label={t('Employees')}
        type="search"
        placeholder={t('Search by name')}
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      {matches.length ? (
        <ul className="suggestions" aria-label={t('Employees found')}>
          {matches.map((m) => {
            const added = chosen.some((c) => c.profileId === m.profileId);
            return (
              <li key={m.profileId}>
                <button type="button" className="suggestion" onClick={() => pick(m)}>
                  <strong>{m.name}</strong>
                  <span className="small muted">
                    {m.detail}
                    {added ? ` ${t('· added')}` : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : query.trim() ? (
        <p className="small muted no-margin">{t('No employee with a leave profile by that name.')}</p>
      ) : null}
      {chosen.length ? (
        <TagGroup
          aria-label={t('Employees chosen')}
          onRemove={(keys) => setChosen((c) => c.filter((t) => !keys.has(t.profileId)))}
        >
          <TagList className="tag-list" items={chosen}>
            {(g) => (
              <Tag id={g.profileId} className="tag" textValue={g.name}>
                {g.name}
                <AriaButton
                  slot="remove"
                  className="tag-remove"
                  aria-label={t('Remove {name}', { name: g.name })}
                >
                  <Icon name="close" />
                </AriaButton>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
      {/* The kit's checkbox, with a description read after its label. */}
      <AriaCheckbox
        className="checkbox"
        isSelected={allFuture}
        onChange={setAllFuture}
        aria-describedby={allFutureHint}
      >
        <span className="checkbox-box" aria-hidden="true">
          {allFuture ? <Icon name="check" /> : null}
        </span>
        <span className="checkbox-label">{t(LEAVE_TEXT.duplicateAll)}</span>
      </AriaCheckbox>
      <p id={allFutureHint} className="small muted no-margin checkbox-hint">
        {t("Also copies {owner}'s requests after this one to each person chosen.", { owner })}
      </p>
    </LeaveDialog>
  );
}
