import { screen, waitFor } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { SafeHtml } from './SafeHtml';

/** Renders the HTML and waits until the sanitiser (loaded on first use) has filled the wrapper. */
async function renderHtml(html: string): Promise<HTMLElement> {
  const { container } = renderWithErp(
    <div data-testid="host">
      <SafeHtml html={html} />
    </div>,
  );
  const host = container.querySelector<HTMLElement>('[data-testid="host"]') ?? container;
  await waitFor(() => expect(host.firstElementChild?.innerHTML).not.toBe(''));
  return host;
}

describe('SafeHtml', () => {
  it('keeps ordinary formatting', async () => {
    await renderHtml('<h2>Bem-vindo</h2><p>Teste <strong>grátis</strong> por 15 dias.</p>');
    expect(screen.getByRole('heading', { name: 'Bem-vindo' })).toBeInTheDocument();
    expect(screen.getByText('grátis').tagName).toBe('STRONG');
  });

  it('strips <script> elements', async () => {
    const host = await renderHtml('<p>Oi</p><script>window.hacked = true</script>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.innerHTML).not.toContain('hacked');
  });

  it('strips event handlers such as onerror', async () => {
    const host = await renderHtml(
      '<img src="x.png" onerror="alert(1)" alt="capa"><div onclick="alert(2)">clique</div>',
    );
    const img = host.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(host.innerHTML).not.toMatch(/onerror|onclick|alert/);
  });

  it('strips javascript: URLs', async () => {
    const host = await renderHtml(
      '<a href="javascript:alert(1)">link</a><a href="https://exemplo.com.br">site</a>',
    );
    const [bad, good] = Array.from(host.querySelectorAll('a'));
    expect(bad?.getAttribute('href')).toBeNull();
    expect(good?.getAttribute('href')).toBe('https://exemplo.com.br');
  });

  it('strips style sheets and forms that could restyle or imitate the page', async () => {
    const host = await renderHtml(
      '<style>body{display:none}</style><form action="https://x"><input name="senha"></form><p>ok</p>',
    );
    expect(host.querySelector('style, form, input')).toBeNull();
    expect(host).toHaveTextContent('ok');
  });

  it('renders inline with component="span"', async () => {
    const { container } = renderWithErp(<SafeHtml html="<em>a</em>" component="span" />);
    await waitFor(() => expect(container.querySelector('span > em')).not.toBeNull());
  });
});
