import { type FormEvent, useRef, useState } from 'react';
import { DEFAULT_LEAVE_COLOR, LEAVE_TEXT, type LeaveType } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import {
  editableTypes,
  moveType,
  newType,
  saveStep,
  setDefault,
  typeListProblems,
  typesToSave,
} from '../../../domain/leave/type-list';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { notify } from '../../../ui/toast';
import { saveLeaveTypes } from '../data/leave-api';
import { ColorPicker } from './color-picker';
import { LeaveDialog } from './leave-dialog';
import { TypeRow } from './type-row';

/**
 * Update leave types (doc 3): every type's colour, name, on board, effect, nil, default and
 * order; 'not on payroll' shown but fixed. Saved online only, as one list (a type left out is
 * deleted). A new type typed but not added is warned about once; a second Save goes on.
 */
export function LeaveTypesDialog(props: {
  vesselId: number;
  types: readonly LeaveType[];
  onClose: () => void;
}) {
  const online = useOnline();
  const [list, setList] = useState(() => editableTypes(props.types));
  const [typed, setTyped] = useState('');
  const [typedColor, setTypedColor] = useState<string>(DEFAULT_LEAVE_COLOR);
  const [warned, setWarned] = useState(false);
  const [shown, setShown] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string>();
  // What concerns the add row is said under it, where the eye is, and its field takes the focus.
  const [addNote, setAddNote] = useState<string>();
  const newName = useRef<HTMLInputElement>(null);
  const noteAtAdd = (note: string) => {
    setAddNote(note);
    // Centred: at the very bottom the popup's sticky buttons would cover it.
    requestAnimationFrame(() => {
      newName.current?.focus({ preventScroll: true });
      newName.current?.scrollIntoView({ block: 'center' });
    });
  };
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState(0);
  const change = (i: number, patch: Partial<(typeof list)[number]>) =>
    setList((l) => l.map((t, j) => (j === i ? { ...t, ...patch } : t)));

  const add = () => {
    if (!typed.trim()) return noteAtAdd(t(LEAVE_TEXT.emptyTypeName));
    // A new type goes last (order last plus one), colour as chosen (3788CE unless changed), effect 0.
    setList((l) => [...l, newType(typed.trim(), typedColor, `new-${made}`)]);
    setMade((n) => n + 1);
    setTyped('');
    setTypedColor(DEFAULT_LEAVE_COLOR);
    setWarned(false);
    setAddNote(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = typeListProblems(list, LEAVE_TEXT.emptyTypeName);
    setShown(problems);
    if (problems.size) {
      // The first nameless type's field, scrolled into view with its message under it.
      requestAnimationFrame(() =>
        document.querySelector<HTMLInputElement>('.type-list [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (saveStep(typed, warned) === 'warn') {
      setWarned(true);
      return noteAtAdd(
        t(
          "The new leave type ''{name}'' has not been added. Press Add type to keep it, or Save again to save without it.",
          { name: typed.trim() },
        ),
      );
    }
    setBusy(true);
    setError(undefined);
    try {
      await saveLeaveTypes(props.vesselId, { types: typesToSave(list) });
      notify(t('Leave types saved.'));
      props.onClose();
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      setError(api?.fieldErrors[0]?.message ?? api?.message ?? MSG.status0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LeaveDialog
      title={t('Leave types')}
      onSubmit={(e) => void submit(e)}
      onClose={props.onClose}
      busy={busy}
      disabled={!online}
      error={error}
    >
      <NoLinkNote show={!online}>{t('Leave types can be changed once the shore can be reached.')}</NoLinkNote>
      <p className="small muted no-margin">
        {t('Changing a type’s Effect or Nil applies from today; earlier days keep how they counted.')}
      </p>
      {list.length === 0 ? (
        <p className="muted no-margin">{t('No leave types yet: add the first below.')}</p>
      ) : null}
      <ol className="type-list" aria-label={t('Leave types')}>
        {list.map((t, i) => (
          <TypeRow
            key={t.key}
            type={t}
            index={i}
            count={list.length}
            error={shown.get(t.key)}
            change={(patch) => change(i, patch)}
            move={(delta) => setList((l) => moveType(l, i, delta))}
            makeDefault={() => setList((l) => setDefault(l, i))}
            remove={() => setList((l) => l.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <div className="type-add">
        <ColorPicker label={t('New leave type')} value={typedColor} onChange={setTypedColor} />
        <div className="field type-name">
          <input
            ref={newName}
            className="input"
            aria-label={t('New leave type name')}
            aria-invalid={addNote ? true : undefined}
            aria-describedby={addNote ? 'type-add-note' : undefined}
            placeholder={t('Name')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={add}>
          <Icon name="plus" /> {t('Add type')}
        </Button>
      </div>
      {addNote ? (
        <p id="type-add-note" className="field-error no-margin" role="alert">
          {t(addNote)}
        </p>
      ) : null}
    </LeaveDialog>
  );
}
