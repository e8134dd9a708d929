import { REPORTS_TEXTS } from '../reportsTexts';
import classes from './calendarDays.module.css';

/**
 * What every calendar of this area takes besides its pt-BR settings (PtBrDates): names for its arrow buttons and
 * weekend days that keep their red readable. For the report forms' pickers and the exported-reports date filter.
 */
export const CALENDAR_PROPS = {
  ariaLabels: REPORTS_TEXTS.calendar,
  classNames: { day: classes.day ?? '' },
};
