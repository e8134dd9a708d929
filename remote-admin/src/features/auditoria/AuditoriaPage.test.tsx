import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@erp/domain';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, type FakeApi } from '@erp/test-doubles';
import { suporteUser, brands } from '../../test/adminFixtures';
import { auditValue } from './auditValue';
import { AuditoriaPage } from './AuditoriaPage';

jest.setTimeout(30_000);

let api: FakeApi;

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  data: '2026-11-23T15:04:00.000Z',
  usuario: { id: 4, nome: 'Suporte Demo', email: 'suporte@demo.com.br' },
  idConfig: 1,
  acao: 'remote.ativar',
  alvo: 'signup',
  de: '1.1.0',
  para: '1.2.0',
  ...overrides,
});

const renderPage = () =>
  renderWithProviders(<AuditoriaPage />, { session: { token: 't', user: suporteUser() } });
const lastFilter = () => api.calls('GET', 'Admin/auditoria').at(-1)?.query.filter;

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', brands);
  api.answer('GET', 'Admin/auditoria', (call: { query: Record<string, unknown> }) => {
    const { skip } = call.query.filter as { skip: number };
    return skip === 0
      ? [entry(1), entry(2, { acao: 'whitelabel.salvar', alvo: 'tema', de: { tema: 'azul' }, para: null })]
      : [entry(21, { acao: 'plano.excluir', alvo: 'Planos/7' })];
  });
  api.answer('GET', 'Admin/auditoria/count', { count: 21 });
});

describe('auditoria', () => {
  it('shows date in São Paulo time, user, action, target and from → to', async () => {
    renderPage();
    const row = (await screen.findByText('whitelabel.salvar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('23/11/2026 12:04')).toBeInTheDocument();
    expect(within(row).getByText('Suporte Demo')).toBeInTheDocument();
    expect(within(row).getByText('suporte@demo.com.br')).toBeInTheDocument();
    expect(within(row).getByText('{"tema":"azul"} → —')).toBeInTheDocument();
    expect(screen.getByText('1.1.0 → 1.2.0')).toBeInTheDocument();
    expect(lastFilter()).toEqual({ where: { idConfig: 1 }, limit: 20, skip: 0 });
    expect(api.calls('GET', 'Admin/auditoria/count')[0]?.query.where).toEqual({ idConfig: 1 });
  });

  it('reads the next page on the server', async () => {
    const { user } = renderPage();
    await screen.findByText('whitelabel.salvar');
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('plano.excluir')).toBeInTheDocument();
    expect(lastFilter()).toEqual({ where: { idConfig: 1 }, limit: 20, skip: 20 });
  });

  it("reads another brand's log from its first page", async () => {
    const { user } = renderPage();
    await screen.findByText('whitelabel.salvar');
    await user.click(screen.getByRole('textbox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: '2 — Acme Gestão' }));
    await waitFor(() => expect(lastFilter()).toEqual({ where: { idConfig: 2 }, limit: 20, skip: 0 }));
  });
});

describe('auditValue', () => {
  it('shows text as is, JSON compact, nothing as a dash, and cuts long values', () => {
    expect(auditValue('azul')).toBe('azul');
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue(null)).toBe('—');
    expect(auditValue('x'.repeat(200))).toHaveLength(120);
  });
});
