import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { REPORT_MAX_PERIOD_DAYS } from '@erp/domain';
import { CALENDAR_PROPS } from '../../dates/calendarProps';
import { REPORTS_TEXTS } from '../../reportsTexts';
import type { ReportFormValues } from './reportFilters';

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

interface PeriodEndProps {
  label: string;
  value: Date | null;
  /** The days the rules allow given the other end of the period. */
  allowed: { minDate?: Date; maxDate?: Date };
  required: boolean;
  error: string | undefined;
  onChange(day: string | null): void;
}

/** One end of the period: a pt-BR calendar (through the area's DatesProvider) that gives a calendar date. */
function PeriodEnd({ label, value, allowed, required, error, onChange }: PeriodEndProps) {
  return (
    <div>
      <DatePickerInput
        label={label}
        valueFormat="DD/MM/YYYY"
        placeholder={REPORTS_TEXTS.pickDate}
        {...CALENDAR_PROPS}
        clearable
        withAsterisk={required}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        minDate={allowed.minDate}
        maxDate={allowed.maxDate}
        onChange={(date) => onChange(date ? calendarDate(date) : null)}
        error={error}
      />
    </div>
  );
}

/**
 * The report's period as two calendar pickers. Each offers only the days the rules allow given the other: the end
 * not before the start, at most REPORT_MAX_PERIOD_DAYS days counting both.
 */
export function PeriodPickers({ values, required, errors, onChange }: PeriodPickersProps) {
  const start = pickerDate(values.dataInicial);
  const end = pickerDate(values.dataFinal);
  const span = REPORT_MAX_PERIOD_DAYS - 1;
  return (
    <>
      <PeriodEnd
        label={REPORTS_TEXTS.fields.dataInicial}
        value={start}
        allowed={end ? { minDate: addDays(end, -span), maxDate: end } : {}}
        required={required}
        error={errors.dataInicial}
        onChange={(dataInicial) => onChange({ dataInicial })}
      />
      <PeriodEnd
        label={REPORTS_TEXTS.fields.dataFinal}
        value={end}
        allowed={start ? { minDate: start, maxDate: addDays(start, span) } : {}}
        required={required}
        error={errors.dataFinal}
        onChange={(dataFinal) => onChange({ dataFinal })}
      />
    </>
  );
}
