import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { DailyChart } from './DailyChart';

const days = [
  { data: '2026-11-01', total: 10 },
  { data: '2026-11-02', total: 0 },
  { data: '2026-11-03', total: 25.5 },
];
const brl = (n: number) => `R$ ${n.toFixed(2).replace('.', ',')}`;

function renderChart() {
  const { user } = renderWithProviders(
    <DailyChart title="Vendas dos últimos 30 dias" days={days} formatValue={brl} valueLabel="Total" />,
  );
  return {
    user,
    chart: screen.getByRole('group', { name: 'Vendas dos últimos 30 dias' }),
    readout: screen.getByTestId('chart-readout'),
  };
}

describe('DailyChart', () => {
  it('shows the dates on the axis and the period total before a day is chosen', () => {
    const { chart, readout } = renderChart();
    expect(within(chart).getByText('01/11')).toBeInTheDocument();
    expect(within(chart).getByText('03/11')).toBeInTheDocument();
    expect(within(chart).getByText('R$ 25,50')).toBeInTheDocument(); // the axis' top
    expect(readout).toHaveTextContent('Total do período: R$ 35,50');
  });

  it('reads out each value as the keyboard moves along the days', async () => {
    const { user, chart, readout } = renderChart();
    await user.tab();
    expect(chart).toHaveFocus();
    expect(readout).toHaveTextContent('03/11/2026: R$ 25,50');
    expect(readout).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{ArrowLeft}');
    expect(readout).toHaveTextContent('02/11/2026: R$ 0,00');
    await user.keyboard('{Home}');
    expect(readout).toHaveTextContent('01/11/2026: R$ 10,00');
    await user.keyboard('{ArrowLeft}');
    expect(readout).toHaveTextContent('01/11/2026: R$ 10,00');
    await user.keyboard('{End}');
    expect(readout).toHaveTextContent('03/11/2026: R$ 25,50');
    expect(chart).toHaveAccessibleDescription(/Use as setas/);
  });

  it('selects a day with a tap (touch) or the pointer', () => {
    const { readout } = renderChart();
    const columns = screen.getAllByTestId('chart-day');
    fireEvent.pointerDown(columns[1] as Element);
    expect(readout).toHaveTextContent('02/11/2026: R$ 0,00');
    expect(columns[1]).toHaveAttribute('data-active', 'true');
    fireEvent.pointerEnter(columns[0] as Element);
    expect(readout).toHaveTextContent('01/11/2026: R$ 10,00');
  });

  it('from the keyboard starts on the most recent day, whatever a resting pointer hovered; a click keeps its day', async () => {
    const { user, chart, readout } = renderChart();
    const columns = screen.getAllByTestId('chart-day');
    fireEvent.pointerEnter(columns[0] as Element);
    expect(readout).toHaveTextContent('01/11/2026: R$ 10,00');
    // jsdom has no focus-visible heuristics: the browser's answer for a Tab is `true`.
    const matches = Element.prototype.matches;
    const spy = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':focus-visible' ? true : matches.call(this, selector);
    });
    await user.tab();
    expect(chart).toHaveFocus();
    expect(readout).toHaveTextContent('03/11/2026: R$ 25,50');
    spy.mockRestore();

    chart.blur();
    fireEvent.pointerDown(columns[1] as Element);
    fireEvent.focus(chart);
    expect(readout).toHaveTextContent('02/11/2026: R$ 0,00');
  });

  it('gives screen readers the same figures as a table', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Vendas dos últimos 30 dias' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('03/11/2026R$ 25,50');
  });
});
