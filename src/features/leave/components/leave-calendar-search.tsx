import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Button as KitButton } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { matchPeople, type TablePerson } from '../data/leave-table-people';

/** Doc 3, section 9: the employee autocomplete waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * The two-line employee autocomplete of the leave table (name, then position): a tap on the
 * field or its arrow lists everyone, typing narrows the list; picking someone shows their row
 * alone (and their requests in the status block); emptying the field, or 'Show everyone',
 * brings the crew back.
 *
 * The combobox pattern of WAI-ARIA 1.2 (list autocomplete), with the list in the page right
 * under the field: the rest of the page stays as it is for a screen reader, so nothing it can
 * reach by Tab is hidden from it (a combobox that hides the page around an open list leaves
 * its links and buttons focusable but hidden: axe's aria-hidden-focus).
 */
export function LeaveCalendarSearch(props: {
  people: readonly TablePerson[];
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const picked = props.people.find((p) => p.key === props.selected);
  const [text, setText] = useState(picked?.name ?? '');
  const [term, setTerm] = useState(text);
  const [open, setOpen] = useState(false);
  // Opened by a tap or the arrow: everyone, until a key is typed.
  const [everyone, setEveryone] = useState(false);
  const [active, setActive] = useState(-1);
  // The person picked elsewhere (Back, a link): the field says whom the table shows.
  const [shownFor, setShownFor] = useState(props.selected);
  if (shownFor !== props.selected) {
    setShownFor(props.selected);
    if (picked) setText(picked.name);
  }
  useEffect(() => {
    const t = setTimeout(() => setTerm(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const items = useMemo(
    () => (everyone ? [...props.people] : matchPeople(props.people, term)),
    [props.people, term, everyone],
  );
  const optionId = (i: number) => `${id}-option-${i}`;
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const show = (all: boolean) => {
    setEveryone(all);
    setActive(-1);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (p: TablePerson) => {
    setText(p.name);
    setTerm(p.name);
    close();
    props.onSelect(p.key);
  };
  const clear = () => {
    setText('');
    setTerm('');
    close();
    props.onSelect(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show(!text || text === picked?.name);
      if (e.altKey) return;
      const last = items.length - 1;
      setActive((a) => (e.key === 'ArrowDown' ? Math.min(last, a + 1) : Math.max(0, a - 1)));
    } else if (e.key === 'Enter' && open && items[active]) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };
  const listed = open && items.length > 0;
  return (
    <>
      <div className="field cal-search">
        <label className="field-label" htmlFor={`${id}-input`}>
          {t('Find an employee')}
        </label>
        <div className="input cal-search-group">
          <Icon name="person" />
          <input
            ref={input}
            id={`${id}-input`}
            className="cal-search-input"
            placeholder={t('Name or position')}
            role="combobox"
            aria-expanded={listed}
            // not-ui-text: an element id
            aria-controls={listed ? `${id}-list` : undefined}
            aria-autocomplete="list"
            aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              show(false);
              if (!e.target.value) props.onSelect(null);
            }}
            onClick={() => (open ? undefined : show(!text || text === picked?.name))}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <button
            type="button"
            className="cal-search-button"
            tabIndex={-1}
            aria-label={t('Show the crew')}
            // Keeps the focus in the field: the list is the field's.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              input.current?.focus();
              if (open) close();
              else show(true);
            }}
          >
            <Icon name="down" />
          </button>
        </div>
        {open ? (
          <div className="popover cal-search-popup">
            {items.length ? (
              <div
                id={`${id}-list`}
                role="listbox"
                aria-label={t('Crew')}
                className="listbox cal-suggestions"
              >
                {items.map((p, i) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant): the option never takes the focus
                  <div
                    key={p.key}
                    id={optionId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    className="listbox-item cal-suggestion"
                    data-focused={i === active || undefined}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(p)}
                    onMouseMove={() => (i === active ? undefined : setActive(i))}
                  >
                    <span className="cal-suggestion-name">{p.name}</span>
                    <span className="cal-suggestion-detail">{p.detail}</span>
                  </div>
                ))}
              </div>
            ) : (
              <p className="muted cal-search-none">{t("No one matches ''{term}''.", { term })}</p>
            )}
          </div>
        ) : null}
        <span className="visually-hidden" role="status">
          {open ? t('{n, plural, one {# person} other {# people}}', { n: items.length }) : ''}
        </span>
      </div>
      {props.selected ? (
        <KitButton variant="secondary" className="cal-search-clear" onClick={clear}>
          {t('Show everyone')}
        </KitButton>
      ) : null}
    </>
  );
}
