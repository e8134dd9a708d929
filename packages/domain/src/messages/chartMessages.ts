// Texts of the charts the dashboards share (@erp/ui's DailyChart). The spec names the dashboards, not these words.

export const CHART_MESSAGES = {
  day: 'Dia',
  /** How to read the chart with the keyboard, read out once when it takes focus. */
  keyboardHint:
    'Use as setas para a esquerda e a direita para percorrer os dias; Home e End vão ao primeiro e ao último.',
  /** The value of one day, shown under the chart and read out as the user moves along it. */
  dayValue: (day: string, value: string): string => `${day}: ${value}`,
  total: (value: string): string => `Total do período: ${value}`,
} as const;
