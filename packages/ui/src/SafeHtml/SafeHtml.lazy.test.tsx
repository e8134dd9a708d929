import { screen } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { SafeHtml } from './SafeHtml';

// Its own file: a fresh module registry, so the sanitiser has not been loaded by another test yet.
describe('SafeHtml before its sanitiser has loaded', () => {
  it('shows none of the HTML until it is sanitised, then the sanitised HTML', async () => {
    const { container } = renderWithErp(
      <div data-testid="host">
        <SafeHtml html={'<p>Capa</p><img src="x.png" onerror="alert(1)" alt="capa">'} />
      </div>,
    );
    const host = container.querySelector('[data-testid="host"]');
    expect(host?.innerHTML).not.toMatch(/Capa|onerror|<img/);

    expect(await screen.findByText('Capa')).toBeInTheDocument();
    expect(host?.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
