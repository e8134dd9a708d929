import { screen, waitFor, within } from '@testing-library/react';
import type { CobrancaAdmin } from '@erp/domain';
import { pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, loopbackError, type FakeApi } from '@erp/test-doubles';
import { suporteUser, masterUser } from '../../test/adminFixtures';
import { CobrancasSection } from './CobrancasSection';

jest.setTimeout(30_000);

const cobranca = (overrides: Partial<CobrancaAdmin> = {}): CobrancaAdmin => ({
  id: 'cob_1',
  filialId: 7,
  planoId: 1,
  planoNome: 'Básico',
  acao: 'efetivar',
  valor: 89.9,
  vencimento: '2026-11-29',
  status: 'aberta',
  linhaDigitavel: null,
  linkPagamento: null,
  pagaEm: null,
  criadaEm: '2026-11-26T20:00:00.000Z',
  empresaNome: 'Loja Expirada',
  filialNome: 'Loja Expirada - Centro',
  baixa: null,
  ...overrides,
});

let api: FakeApi;
beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'Admin/cobrancas', [
    cobranca(),
    cobranca({ id: 'cob_2', empresaNome: 'Mercado Pago', status: 'paga', baixa: 'webhook' }),
  ]);
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the brand’s charges below its plans', () => {
  it('lists them with amount, due date, state and how they were settled', async () => {
    renderWithProviders(<CobrancasSection idConfig={2} />, { session: { token: 't', user: masterUser() } });
    expect(await screen.findByText('Loja Expirada')).toBeInTheDocument();
    expect(within(rowOf('Loja Expirada')).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(rowOf('Loja Expirada')).getByText('29/11/2026')).toBeInTheDocument();
    expect(within(rowOf('Loja Expirada')).getByText('Aberta')).toBeInTheDocument();
    expect(within(rowOf('Mercado Pago')).getByText('Paga')).toBeInTheDocument();
    expect(within(rowOf('Mercado Pago')).getByText('Banco')).toBeInTheDocument();
    expect(api.calls('GET', 'Admin/cobrancas')[0]?.query).toEqual({ idConfig: 2 });
    // A master reads; only the product owner's staff settles by hand.
    expect(screen.queryByRole('button', { name: 'Dar baixa' })).not.toBeInTheDocument();
  });

  it('lets staff settle an open charge with a reason of at least 10 characters', async () => {
    api.answer('POST', 'Admin/cobrancas/cob_1/baixa', () => cobranca({ status: 'paga' }));
    const { user } = renderWithProviders(<CobrancasSection idConfig={1} />, {
      session: { token: 't', user: suporteUser() },
    });
    await screen.findByText('Loja Expirada');
    expect(
      within(rowOf('Mercado Pago')).queryByRole('button', { name: 'Dar baixa' }),
    ).not.toBeInTheDocument();
    await user.click(within(rowOf('Loja Expirada')).getByRole('button', { name: 'Dar baixa' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Baixa manual da cobrança: Loja Expirada (R$ 89,90)');
    await pasteInto(user, [[within(dialog).getByRole('textbox', { name: /Motivo/ }), 'curto']]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Informe no mínimo 10 caracteres!')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/cobrancas/cob_1/baixa')).toHaveLength(0);
    await pasteInto(user, [
      [within(dialog).getByRole('textbox', { name: /Motivo/ }), ' — transferência recebida'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Baixa registrada.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/cobrancas/cob_1/baixa')[0]?.body).toEqual({
      motivo: 'curto — transferência recebida',
    });
    await waitFor(() => expect(api.calls('GET', 'Admin/cobrancas')).toHaveLength(2));
  });

  it('shows the API’s refusal', async () => {
    api.answer('POST', 'Admin/cobrancas/cob_1/baixa', () => loopbackError(409, 'Esta cobrança já foi paga.'));
    const { user } = renderWithProviders(<CobrancasSection idConfig={1} />, {
      session: { token: 't', user: suporteUser() },
    });
    await screen.findByText('Loja Expirada');
    await user.click(within(rowOf('Loja Expirada')).getByRole('button', { name: 'Dar baixa' }));
    const dialog = await screen.findByRole('dialog');
    await pasteInto(user, [
      [within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Pagou por transferência'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Esta cobrança já foi paga.')).toBeInTheDocument();
  });
});
