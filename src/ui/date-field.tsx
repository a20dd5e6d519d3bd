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
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { currentLanguage, t } from '../i18n/i18n';
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
 * English with the date year first and slashes (2026/11/23), whatever the phone's language: the
 * spec's one way to type a date ("Dates are entered as YYYY/MM/DD"). A phone set to US English
 * would otherwise show crews 11/23/2026.
 */
const YEAR_FIRST_LOCALE = 'en-ZA';

/**
 * A date typed year first, YYYY/MM/DD, on every device, segment by segment or picked from a
 * calendar. Values are ISO dates ('2026-11-23'), '' when empty.
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
    <I18nProvider locale={YEAR_FIRST_LOCALE}>
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
          <Button className="date-button" aria-label={t('Open calendar')}>
            <Icon name="calendar" />
          </Button>
        </Group>
        {props.description ? <span className="small muted">{props.description}</span> : null}
        <FieldError className="field-error">{props.error}</FieldError>
        <Popover className="popover" placement="bottom start">
          {/* The calendar speaks the app's language (month, weekdays); the typed date stays year first. */}
          <I18nProvider locale={currentLanguage() === 'en' ? YEAR_FIRST_LOCALE : currentLanguage()}>
            <Dialog className="calendar-dialog" aria-label={props.label}>
              {/* The week starts on Monday, as everywhere else in the app (the calendar, the leave
                  table); en-ZA alone would start it on Sunday. */}
              <Calendar className="calendar" firstDayOfWeek="mon">
                <header className="calendar-head">
                  <Button
                    slot="previous"
                    className="btn btn-ghost btn-small"
                    aria-label={t('Previous month')}
                  >
                    <Icon name="back" />
                  </Button>
                  <Heading className="calendar-title" />
                  <Button slot="next" className="btn btn-ghost btn-small" aria-label={t('Next month')}>
                    <Icon name="chevron" />
                  </Button>
                </header>
                <CalendarGrid className="calendar-grid">
                  {(date) => <CalendarCell date={date} className="calendar-cell" />}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </I18nProvider>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
