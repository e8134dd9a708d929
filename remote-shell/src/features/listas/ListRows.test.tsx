import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { ActionIcon } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { pedidosVenda } from './definitions/vendas';
import { gridFields } from './listExport';
import { ListRows, MRT_BODY_CLASSES } from './ListRows';
import { VENDAS } from './listTestRows';

const VENDA = VENDAS[0]!;

/** The sale's row in a table, as the grid draws it. */
function renderRow(onOpen: (row: unknown) => void) {
  const fields = gridFields(pedidosVenda);
  return renderWithProviders(
    <table>
      <tbody>
        <ListRows
          fields={fields}
          titleField={fields.find((f) => f.field === pedidosVenda.titleField)!}
          rows={[VENDA]}
          onOpen={onOpen}
        />
      </tbody>
    </table>,
  );
}

describe('ListRows', () => {
  it('draws a row’s cells pt-BR formatted, numbers to the right, and opens it by its button or a double click', () => {
    const onOpen = jest.fn();
    renderRow(onOpen);
    const row = screen.getAllByRole('row')[0]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '501',
      '05/10/2026 12:00',
      'NFC-e',
      'Ana Souza',
      'Vera',
      'R$ 100,50',
      'Finalizada',
      '',
    ]);
    expect(cells[5]).toHaveAttribute('align', 'right');
    expect(cells[5]!.style.width).toBe('calc(var(--col-total-size) * 1px)');

    fireEvent.click(within(row).getByRole('button', { name: 'Ver detalhes de 501' }));
    fireEvent.doubleClick(cells[3]!);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(VENDA);
  });

  it('draws the details button as Mantine’s ActionIcon (subtle, the brand’s colour) draws it', () => {
    const ours = renderRow(jest.fn());
    const oursButton = ours.getByRole('button').outerHTML;
    ours.unmount();
    const theirs = renderWithProviders(
      <ActionIcon variant="subtle" aria-label="Ver detalhes de 501" onClick={jest.fn()}>
        <IconEye size={18} />
      </ActionIcon>,
    );
    expect(oursButton).toEqual(theirs.getByRole('button').outerHTML);
  });

  it('names classes the installed mantine-react-table still styles', () => {
    // Its entry is dist/index.cjs; styles.css sits beside dist (the test setup maps a required .css to a stub).
    const css = readFileSync(
      path.join(path.dirname(require.resolve('mantine-react-table')), '../styles.css'),
      'utf8',
    );
    for (const name of Object.values(MRT_BODY_CLASSES)) expect(css).toContain(`.${name}`);
  });
});
