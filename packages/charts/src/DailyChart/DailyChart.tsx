import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { formatDate, MESSAGES } from '@erp/domain';

const T = MESSAGES.chart;

/** One day of a chart: a calendar date ('yyyy-MM-dd') and its value. */
export interface DailyChartPoint {
  data: string;
  total: number;
}

export interface DailyChartProps {
  /** The caption, also the chart's accessible name. */
  title: string;
  /** One entry per day, oldest first. */
  days: readonly DailyChartPoint[];
  /** How a value reads, e.g. 'R$ 1.234,00' or '14 cadastros'. */
  formatValue(value: number): string;
  /** Header of the values' column in the table alternative. */
  valueLabel: string;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;
/** About one date under the axis per week, whatever the period. */
const TICKS = 5;

const shortDate = (day: string) => formatDate(day).slice(0, 5);

// Inline styles, not a stylesheet: @erp/ui's own CSS is on every page (the login's included); this is on two.
const AXIS_WIDTH = '6rem';
const AXIS_TEXT: CSSProperties = {
  position: 'absolute',
  fontSize: 'var(--mantine-font-size-xs)',
  color: 'var(--mantine-color-dimmed)',
};
const STYLES = {
  plot: {
    position: 'relative',
    padding: `0 0 1.5rem calc(${AXIS_WIDTH} + 0.5rem)`,
    borderRadius: 'var(--mantine-radius-sm)',
    touchAction: 'pan-y',
  },
  yAxis: {
    ...AXIS_TEXT,
    left: 0,
    top: 0,
    bottom: '1.5rem',
    width: AXIS_WIDTH,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
  },
  bars: { display: 'block', width: '100%', height: HEIGHT },
  xAxis: { ...AXIS_TEXT, left: `calc(${AXIS_WIDTH} + 0.5rem)`, right: 0, bottom: 0, height: '1.5rem' },
  tick: { position: 'absolute', top: '0.25rem', transform: 'translateX(-50%)', whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;
/** The brand's text shade: a graphic needs 3:1 on the page, which the shade for text (4.5:1) always has. */
const BAR_FILL = 'var(--mantine-color-brand-text)';
/** The selected day's column is shaded behind its bar: a band that shows whatever the brand colour. */
const ACTIVE_BAND = 'var(--mantine-color-gray-3)';

/** Whether the element's focus came from the keyboard (the browser's own `:focus-visible` heuristics). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without the selector (jsdom): as after a click
  }
}

/** The days whose dates the axis shows: the first, the last and evenly spaced ones between. */
function tickIndexes(count: number): number[] {
  if (count <= TICKS) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (TICKS - 1);
  return Array.from({ length: TICKS }, (_, i) => Math.round(i * step));
}

/**
 * A bar per day in plain SVG (a chart library would outweigh both dashboards' remotes for this one figure), with the
 * dates on the axis. Every value is reachable by pointer, touch (a tap selects the day's column) and keyboard (the
 * chart takes focus; arrows, Home and End move along the days), and is read out as it is selected; screen readers
 * also get the same figures as a table.
 */
export function DailyChart({ title, days, formatValue, valueLabel }: DailyChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...days.map((day) => day.total));
  const column = days.length > 0 ? WIDTH / days.length : WIDTH;
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const selected = active === null ? undefined : days[active];
  const readout = selected
    ? T.dayValue(formatDate(selected.data), formatValue(selected.total))
    : T.total(formatValue(total));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1;
    const current = active ?? last;
    const next: Record<string, number> = {
      ArrowLeft: Math.max(0, current - 1),
      ArrowRight: Math.min(last, current + 1),
      Home: 0,
      End: last,
    };
    if (!(event.key in next) || last < 0) return;
    event.preventDefault();
    setActive(next[event.key] ?? current);
  };

  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" id={`${id}-caption`} fw={600} mb="xs">
        {title}
      </Text>
      <div
        className="mantine-focus-auto"
        style={STYLES.plot}
        tabIndex={0}
        role="group"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-hint`}
        onKeyDown={onKeyDown}
        // From the keyboard the chart starts on the most recent day, the one people look for, whatever a resting
        // pointer last hovered; a click keeps the day it pressed.
        onFocus={(event) => {
          const last = days.length > 0 ? days.length - 1 : null;
          const byKeyboard = focusVisible(event.currentTarget);
          setActive((current) => (byKeyboard || current === null ? last : current));
        }}
        data-testid="daily-chart"
      >
        <div style={STYLES.yAxis} aria-hidden>
          <span>{formatValue(max)}</span>
          <span>{formatValue(0)}</span>
        </div>
        <svg
          style={STYLES.bars}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden
          focusable="false"
        >
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            stroke="var(--mantine-color-gray-5)"
            vectorEffect="non-scaling-stroke"
          />
          {days.map((day, index) => {
            // A day without a value keeps a hairline so it reads as zero, not as missing data.
            const height = max > 0 ? Math.max(1, (day.total / max) * (HEIGHT - 4)) : 1;
            return (
              // The whole column answers the pointer, so a finger does not have to hit a thin bar.
              <g
                key={day.data}
                onPointerEnter={() => setActive(index)}
                onPointerDown={() => setActive(index)}
                data-testid="chart-day"
                data-active={index === active || undefined}
              >
                <rect
                  x={index * column}
                  y={0}
                  width={column}
                  height={HEIGHT}
                  fill={index === active ? ACTIVE_BAND : 'transparent'}
                />
                <rect
                  fill={BAR_FILL}
                  x={index * column + GAP / 2}
                  y={HEIGHT - height}
                  width={Math.max(1, column - GAP)}
                  height={height}
                />
              </g>
            );
          })}
        </svg>
        <div style={STYLES.xAxis} aria-hidden>
          {tickIndexes(days.length).map((index) => (
            <span key={index} style={{ ...STYLES.tick, left: `${((index + 0.5) / days.length) * 100}%` }}>
              {shortDate(days[index]?.data ?? '')}
            </span>
          ))}
        </div>
      </div>
      <Text size="sm" mt="xs" aria-live="polite" data-testid="chart-readout">
        {readout}
      </Text>
      <VisuallyHidden id={`${id}-hint`}>{T.keyboardHint}</VisuallyHidden>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{T.day}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.data}>
                <td>{formatDate(day.data)}</td>
                <td>{formatValue(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
