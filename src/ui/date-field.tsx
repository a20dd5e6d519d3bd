import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { Icon } from './icons';

const toDate = (iso: string | undefined) => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

/**
 * A date typed in the order this device is set to (the spec's YYYY/MM/DD unless chosen otherwise:
 * src/lib/date-order.ts), typed segment by segment or picked from a calendar.
 * Values are ISO dates ('2026-11-23'), '' when empty.
 */
export function DateField(props: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  error?: string | undefined;
  description?: string;
}) {
  return (
    <DatePicker<CalendarDate>
      className="field date-field"
      value={toDate(props.value)}
      onChange={(d) => props.onChange(d ? d.toString() : '')}
      minValue={toDate(props.min)}
      maxValue={toDate(props.max)}
      isInvalid={Boolean(props.error)}
      granularity="day"
    >
      <Label className="field-label">{props.label}</Label>
      <Group className="input date-group">
        <DateInput className="date-input">
          {(segment) => <DateSegment segment={segment} className="date-segment" />}
        </DateInput>
        <Button className="date-button" aria-label="Open calendar">
          <Icon name="calendar" />
        </Button>
      </Group>
      {props.description ? <span className="small muted">{props.description}</span> : null}
      <FieldError className="field-error">{props.error}</FieldError>
      <Popover className="popover" placement="bottom start">
        <Dialog className="calendar-dialog" aria-label={props.label}>
          <Calendar className="calendar">
            <header className="calendar-head">
              <Button slot="previous" className="btn btn-ghost btn-small" aria-label="Previous month">
                <Icon name="back" />
              </Button>
              <Heading className="calendar-title" />
              <Button slot="next" className="btn btn-ghost btn-small" aria-label="Next month">
                <Icon name="chevron" />
              </Button>
            </header>
            <CalendarGrid className="calendar-grid">
              {(date) => <CalendarCell date={date} className="calendar-cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
