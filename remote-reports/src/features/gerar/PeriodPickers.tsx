import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { REPORT_MAX_PERIOD_DAYS } from '@erp/domain';
import { REPORTS_TEXTS } from '../../reportsTexts';
import type { ReportFormValues } from './reportForm';

type Period = Pick<ReportFormValues, 'dataInicial' | 'dataFinal'>;

interface PeriodPickersProps {
  values: Period;
  required: boolean;
  errors: Partial<Record<keyof Period, string>>;
  onChange(period: Partial<Period>): void;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The day a picker shows as chosen, as the calendar date the API takes ('yyyy-MM-dd', no time, no zone). */
function calendarDate(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A calendar date as the picker's Date: that day's midnight where the browser is, so it shows the same day. */
function pickerDate(day: string | null): Date | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The report's period as two calendar pickers (pt-BR through the area's DatesProvider). Each offers only the days the
 * rules allow given the other: the end not before the start, at most REPORT_MAX_PERIOD_DAYS days counting both.
 */
export function PeriodPickers({ values, required, errors, onChange }: PeriodPickersProps) {
  const start = pickerDate(values.dataInicial);
  const end = pickerDate(values.dataFinal);
  const span = REPORT_MAX_PERIOD_DAYS - 1;
  const common = {
    valueFormat: 'DD/MM/YYYY',
    placeholder: REPORTS_TEXTS.pickDate,
    clearable: true,
    withAsterisk: required,
    leftSection: <IconCalendar size={16} aria-hidden />,
  };
  return (
    <>
      <div>
        <DatePickerInput
          {...common}
          label={REPORTS_TEXTS.fields.dataInicial}
          value={start}
          maxDate={end ?? undefined}
          minDate={end ? addDays(end, -span) : undefined}
          onChange={(date) => onChange({ dataInicial: date ? calendarDate(date) : null })}
          error={errors.dataInicial}
        />
      </div>
      <div>
        <DatePickerInput
          {...common}
          label={REPORTS_TEXTS.fields.dataFinal}
          value={end}
          minDate={start ?? undefined}
          maxDate={start ? addDays(start, span) : undefined}
          onChange={(date) => onChange({ dataFinal: date ? calendarDate(date) : null })}
          error={errors.dataFinal}
        />
      </div>
    </>
  );
}
