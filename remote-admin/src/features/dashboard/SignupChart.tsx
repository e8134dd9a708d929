import { Box, Table, Text, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { formatDate, MESSAGES, type AdminDashboard } from '@erp/domain';

const T = MESSAGES.admin.dashboard;
const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * A bar per day in plain SVG: a chart library (recharts under @mantine/charts) would outweigh this whole remote for
 * one figure. Each bar tells its value on hover (`<title>`); screen readers get the same figures as a table.
 */
export function SignupChart({ days }: { days: AdminDashboard['cadastrosPorDia'] }) {
  const theme = useMantineTheme();
  const max = Math.max(0, ...days.map((day) => day.total));
  const barWidth = days.length > 0 ? WIDTH / days.length : WIDTH;
  const total = days.reduce((sum, day) => sum + day.total, 0);
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} mb="xs">
        {T.cadastros}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${T.cadastros}: ${T.cadastrosTotal(total)}`}
      >
        {days.map((day, index) => {
          // A day without sign-ups keeps a hairline so it reads as zero, not as missing data.
          const height = max > 0 ? Math.max(1, (day.total / max) * (HEIGHT - 4)) : 1;
          return (
            <rect
              key={day.data}
              data-testid="signup-bar"
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              fill={theme.colors.brand?.[6] ?? theme.primaryColor}
            >
              <title>{`${formatDate(day.data)}: ${T.cadastrosTotal(day.total)}`}</title>
            </rect>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{T.cadastros}</caption>
          <thead>
            <tr>
              <th scope="col">{T.dia}</th>
              <th scope="col">{T.cadastros}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.data}>
                <td>{formatDate(day.data)}</td>
                <td>{day.total}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
