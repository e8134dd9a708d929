import { Box, Table, Text, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { formatBRL, formatDate } from '@erp/domain';
import type { VendasDia } from '@erp/api-client';

interface SalesChartProps {
  /** One entry per day, oldest first. */
  days: VendasDia[];
  /** The caption, also the chart's accessible name. */
  title: string;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * A bar per day in plain SVG: a chart library would weigh more than the whole remote for one figure. Sighted users
 * read each bar's value on hover (`<title>`); screen readers get the same figures as a table.
 */
export function SalesChart({ days, title }: SalesChartProps) {
  const theme = useMantineTheme();
  const max = Math.max(0, ...days.map((day) => day.total));
  const barWidth = days.length > 0 ? WIDTH / days.length : WIDTH;
  const total = days.reduce((sum, day) => sum + day.total, 0);
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} mb="xs">
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${formatBRL(total)}`}
      >
        {days.map((day, index) => {
          // A day without sales keeps a hairline so the gap reads as zero, not as missing data.
          const height = max > 0 ? Math.max(1, (day.total / max) * (HEIGHT - 4)) : 1;
          return (
            <rect
              key={day.data}
              data-testid="sales-bar"
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              fill={theme.colors.brand?.[6] ?? theme.primaryColor}
            >
              <title>{`${formatDate(day.data)}: ${formatBRL(day.total)}`}</title>
            </rect>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.data}>
                <td>{formatDate(day.data)}</td>
                <td>{formatBRL(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
