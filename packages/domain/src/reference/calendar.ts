/** Week days 1 to 7, Monday first (spec 001 §3). */
export const WeekDay = {
  SEGUNDA: 1,
  TERCA: 2,
  QUARTA: 3,
  QUINTA: 4,
  SEXTA: 5,
  SABADO: 6,
  DOMINGO: 7,
} as const;
export type WeekDay = (typeof WeekDay)[keyof typeof WeekDay];

export const WEEK_DAY_LABELS: Readonly<Record<WeekDay, string>> = {
  1: 'Segunda-feira',
  2: 'Terça-feira',
  3: 'Quarta-feira',
  4: 'Quinta-feira',
  5: 'Sexta-feira',
  6: 'Sábado',
  7: 'Domingo',
};

/** Months 0 to 11, the numbering of JavaScript dates (spec 001 §3). */
export const Month = {
  JANEIRO: 0,
  FEVEREIRO: 1,
  MARCO: 2,
  ABRIL: 3,
  MAIO: 4,
  JUNHO: 5,
  JULHO: 6,
  AGOSTO: 7,
  SETEMBRO: 8,
  OUTUBRO: 9,
  NOVEMBRO: 10,
  DEZEMBRO: 11,
} as const;
export type Month = (typeof Month)[keyof typeof Month];

export const MONTH_LABELS: Readonly<Record<Month, string>> = {
  0: 'Janeiro',
  1: 'Fevereiro',
  2: 'Março',
  3: 'Abril',
  4: 'Maio',
  5: 'Junho',
  6: 'Julho',
  7: 'Agosto',
  8: 'Setembro',
  9: 'Outubro',
  10: 'Novembro',
  11: 'Dezembro',
};

/** Days of the month 1 to 31, for "due every day N" selects. */
export const DAYS_OF_MONTH: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** Recurrence interval of recurring entries. The spec names them only; string codes are our choice. */
export const Interval = { SEMANAL: 'semanal', MENSAL: 'mensal', ANUAL: 'anual' } as const;
export type Interval = (typeof Interval)[keyof typeof Interval];

export const INTERVAL_LABELS: Readonly<Record<Interval, string>> = {
  semanal: 'Semanal',
  mensal: 'Mensal',
  anual: 'Anual',
};
