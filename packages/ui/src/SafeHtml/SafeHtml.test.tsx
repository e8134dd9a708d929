import { screen } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { SafeHtml } from './SafeHtml';

function renderHtml(html: string): HTMLElement {
  const { container } = renderWithErp(
    <div data-testid="host">
      <SafeHtml html={html} />
    </div>,
  );
  return container.querySelector('[data-testid="host"]') ?? container;
}

describe('SafeHtml', () => {
  it('keeps ordinary formatting', () => {
    renderHtml('<h2>Bem-vindo</h2><p>Teste <strong>grátis</strong> por 15 dias.</p>');
    expect(screen.getByRole('heading', { name: 'Bem-vindo' })).toBeInTheDocument();
    expect(screen.getByText('grátis').tagName).toBe('STRONG');
  });

  it('strips <script> elements', () => {
    const host = renderHtml('<p>Oi</p><script>window.hacked = true</script>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.innerHTML).not.toContain('hacked');
  });

  it('strips event handlers such as onerror', () => {
    const host = renderHtml(
      '<img src="x.png" onerror="alert(1)" alt="capa"><div onclick="alert(2)">clique</div>',
    );
    const img = host.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(host.innerHTML).not.toMatch(/onerror|onclick|alert/);
  });

  it('strips javascript: URLs', () => {
    const host = renderHtml(
      '<a href="javascript:alert(1)">link</a><a href="https://exemplo.com.br">site</a>',
    );
    const [bad, good] = Array.from(host.querySelectorAll('a'));
    expect(bad?.getAttribute('href')).toBeNull();
    expect(good?.getAttribute('href')).toBe('https://exemplo.com.br');
  });

  it('strips style sheets and forms that could restyle or imitate the page', () => {
    const host = renderHtml(
      '<style>body{display:none}</style><form action="https://x"><input name="senha"></form><p>ok</p>',
    );
    expect(host.querySelector('style, form, input')).toBeNull();
    expect(host).toHaveTextContent('ok');
  });

  it('renders inline with component="span"', () => {
    const { container } = renderWithErp(<SafeHtml html="<em>a</em>" component="span" />);
    expect(container.querySelector('span > em')).not.toBeNull();
  });
});
