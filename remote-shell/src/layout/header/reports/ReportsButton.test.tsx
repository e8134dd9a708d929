import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { ReportsButton } from './ReportsButton';

/** Turns the page idle (what useAfterIdle waits for). */
let becomeIdle: () => void = () => undefined;

jest.mock('@erp/federation', () => ({
  RemoteModule: ({ area, module, props }: { area: string; module: string; props: { opened: boolean } }) => (
    <p>
      {area}/{module} {props.opened ? 'aberto' : 'fechado'}
    </p>
  ),
  // The hook's contract: false until the page is idle or now() is called.
  useAfterIdle: () => {
    const [ready, setReady] = useState(false);
    becomeIdle = () => setReady(true);
    return [ready, () => setReady(true)] as const;
  },
}));

describe('ReportsButton', () => {
  it('loads the reports modal only once the page is idle, the button usable meanwhile', () => {
    renderWithProviders(<ReportsButton />);
    expect(screen.getByRole('button', { name: 'Relatórios exportados' })).toBeEnabled();
    expect(screen.queryByText(/reports\/RelatoriosExportados/)).not.toBeInTheDocument();

    act(() => becomeIdle());
    expect(screen.getByText('reports/RelatoriosExportados fechado')).toBeInTheDocument();
  });

  it('loads and opens the modal at once when the button is clicked before the page is idle', async () => {
    const { user } = renderWithProviders(<ReportsButton />);
    await user.click(screen.getByRole('button', { name: 'Relatórios exportados' }));
    expect(screen.getByText('reports/RelatoriosExportados aberto')).toBeInTheDocument();
  });
});
