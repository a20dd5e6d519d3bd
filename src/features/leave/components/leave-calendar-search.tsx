import { useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Button as KitButton } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { matchPeople, type TablePerson } from '../data/leave-table-people';

/** Doc 3, section 9: the employee autocomplete waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * The two-line employee autocomplete of the leave table (name, then position): picking someone
 * shows their row alone; emptying the field (or 'Show everyone') brings the crew back.
 */
export function LeaveCalendarSearch(props: {
  people: readonly TablePerson[];
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  const picked = props.people.find((p) => p.key === props.selected);
  const [text, setText] = useState(picked?.name ?? '');
  const [term, setTerm] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setTerm(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const items = useMemo(() => matchPeople(props.people, term), [props.people, term]);
  const clear = () => {
    setText('');
    setTerm('');
    props.onSelect(null);
  };
  return (
    <>
      <ComboBox
        className="field cal-search"
        items={items}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          if (!value) props.onSelect(null);
        }}
        selectedKey={props.selected}
        onSelectionChange={(key) => {
          if (key === null) return;
          // The field shows whom it shows: the table follows the URL, the text follows here.
          const person = props.people.find((p) => p.key === String(key));
          if (person) setText(person.name);
          props.onSelect(String(key));
        }}
        menuTrigger="input"
        allowsEmptyCollection
      >
        <Label className="field-label">Find an employee</Label>
        <div className="input cal-search-group">
          <Icon name="person" />
          <Input className="cal-search-input" placeholder="Name or position" />
          <Button className="cal-search-button" aria-label="Show the crew">
            <Icon name="down" />
          </Button>
        </div>
        <Popover className="popover cal-search-popover" placement="bottom start">
          <ListBox
            className="listbox cal-suggestions"
            renderEmptyState={() => <p className="muted cal-search-none">No one matches '{term}'.</p>}
          >
            {(p: TablePerson) => (
              <ListBoxItem id={p.key} textValue={p.name} className="listbox-item cal-suggestion">
                <span className="cal-suggestion-name">{p.name}</span>
                <span className="cal-suggestion-detail">{p.detail}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {props.selected ? (
        <KitButton variant="secondary" className="cal-search-clear" onClick={clear}>
          Show everyone
        </KitButton>
      ) : null}
    </>
  );
}
