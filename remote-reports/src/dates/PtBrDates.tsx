// The calendars of this area speak Brazilian Portuguese (month and weekday names): dayjs' pt-br locale, which
// @mantine/dates formats with. Mantine's date styles are this area's own: no other area draws a calendar.
import 'dayjs/locale/pt-br';
import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

/** Date pickers and the grid's date filter in pt-BR, weeks starting on Sunday as Brazilian calendars do. */
export function PtBrDates({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] }}>
      {children}
    </DatesProvider>
  );
}
