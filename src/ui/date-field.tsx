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
 * The app's language as react-aria reads it: what a screen reader hears of the field ("año",
 * "Fecha seleccionada: …") and the calendar's month and weekdays. English is YEAR_FIRST_LOCALE,
 * which says a date as the app does (22 January 2027, not January 22).
 */
const appLocale = () => (currentLanguage() === 'en' ? YEAR_FIRST_LOCALE : currentLanguage());

/** What an empty segment shows, in the app's language (Spanish aaaa/mm/dd), in the spec's order. */
const placeholderOf = (type: string, english: string) =>
  type === 'year' ? t('yyyy') : type === 'month' ? t('mm') : type === 'day' ? t('dd') : english;

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
  // Only the typed date is year first (YEAR_FIRST_LOCALE sets the segments' order): the rest of
  // the field speaks the app's language, its segments' names too.
  return (
    <I18nProvider locale={appLocale()}>
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
          <I18nProvider locale={YEAR_FIRST_LOCALE}>
            <DateInput className="date-input">
              {(segment) => (
                <I18nProvider locale={appLocale()}>
                  <DateSegment segment={segment} className="date-segment">
                    {(s) => (s.isPlaceholder ? placeholderOf(s.type, s.placeholder) : s.text)}
                  </DateSegment>
                </I18nProvider>
              )}
            </DateInput>
          </I18nProvider>
          <Button className="date-button" aria-label={t('Open calendar')}>
            <Icon name="calendar" />
          </Button>
        </Group>
        {props.description ? <span className="small muted">{props.description}</span> : null}
        <FieldError className="field-error">{props.error ? t(props.error) : null}</FieldError>
        <Popover className="popover" placement="bottom start">
          <Dialog className="calendar-dialog" aria-label={props.label}>
            {/* The week starts on Monday, as everywhere else in the app (the calendar, the leave
                  table); en-ZA alone would start it on Sunday. */}
            <Calendar className="calendar" firstDayOfWeek="mon">
              <header className="calendar-head">
                <Button slot="previous" className="btn btn-ghost btn-small" aria-label={t('Previous month')}>
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
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
