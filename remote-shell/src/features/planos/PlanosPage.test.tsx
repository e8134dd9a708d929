import { act, screen, waitFor, within } from '@testing-library/react';
import type { Plano } from '@erp/api-client';
import type { Cobranca } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { PlanosPage } from './PlanosPage';

const json = (data: unknown): Response =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

const plano = (id: number, nome: string, valorMensal: number): Plano => ({
  id,
  idExterno: `plano-${id}`,
  configWhiteLabel: 1,
  nome,
  descricao: `Tudo do ${nome}`,
  valorMensal,
  modulos: [
    { id: 1, nome: 'Financeiro', visivel: true },
    { id: 2, nome: 'Módulo interno', visivel: false },
  ],
});

const PLANOS = [plano(2, 'Completo', 199.9), plano(1, 'Básico', 79.9)];

const LINE = '99990123453456789012556789012345614260000019990';

const cobranca = (overrides: Partial<Cobranca> = {}): Cobranca => ({
  id: 'cob_1',
  filialId: 1,
  planoId: 2,
  planoNome: 'Completo',
  acao: 'efetivar',
  valor: 199.9,
  vencimento: '2026-11-29',
  status: 'aberta',
  linhaDigitavel: LINE,
  linkPagamento: 'https://pagamentos.example/cob_1',
  pagaEm: null,
  criadaEm: '2026-11-26T20:00:00.000Z',
  ...overrides,
});

function setup(
  filial: Parameters<typeof fixtures.filialSelecionada>[0],
  options: { failure?: Response; charges?: Cobranca[] } = {},
) {
  const user = fixtures.userInfo({ filialSelecionadaObj: fixtures.filialSelecionada(filial) });
  const api = startShellApi({ user });
  let charges = options.charges ?? [];
  api.answer('GET', 'Planos', () => json(PLANOS));
  api.answer('GET', 'Cobrancas', () => json(charges));
  // The server issues a charge; the branch stays as it is until the charge is paid.
  api.answer('POST', /^Usuarios\/(contratar|efetivar|migrar)Plano$/, () => {
    charges = [cobranca(), ...charges];
    return json(charges[0]);
  });
  // The latest answer for a call wins: a failing action overrides the charge above.
  if (options.failure) {
    const failure = options.failure;
    api.answer('POST', /Plano$/, () => failure);
  }
  const pay = () => {
    charges = charges.map((c, i) =>
      i === 0 ? { ...c, status: 'paga' as const, pagaEm: '2026-11-26T20:05:00Z' } : c,
    );
    api.db.user = {
      ...api.db.user,
      filialSelecionadaObj: { ...api.db.user.filialSelecionadaObj, trial: false, bloqueada: false },
    };
  };
  const view = renderWithProviders(<PlanosPage />, { session: { token: 't', user } });
  return { api, pay, ...view };
}

const card = async (nome: string) => within(await screen.findByRole('article', { name: nome }));

describe('PlanosPage', () => {
  it("lists the brand's plans, cheapest first, with price and visible modules", async () => {
    const { api } = setup({ contratoId: null });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Básico', 'Completo']);
    const basico = await card('Básico');
    expect(basico.getByText('R$ 79,90/mês')).toBeInTheDocument();
    expect(basico.getByText('Financeiro')).toBeInTheDocument();
    expect(basico.queryByText('Módulo interno')).not.toBeInTheDocument();
    expect(api.calls('GET', 'Planos')).toHaveLength(1);
  });

  it.each([
    ['Contratar', { contratoId: null, trial: true, bloqueada: true }, 'Usuarios/contratarPlano'],
    ['Efetivar', { contratoId: 'CT-1', trial: true, bloqueada: true }, 'Usuarios/efetivarPlano'],
    ['Efetivar', { contratoId: 'CT-1', trial: false, bloqueada: true }, 'Usuarios/efetivarPlano'],
    ['Migrar', { contratoId: 'CT-1', trial: false, bloqueada: false }, 'Usuarios/migrarPlano'],
  ] as const)(
    '%s (branch %j) calls %s after confirmation and shows the open charge; nothing is unblocked',
    async (label, filial, path) => {
      const { api, user } = setup(filial);
      await user.click((await card('Completo')).getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Completo');
      expect(dialog).toHaveTextContent('R$ 199,90 por mês');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

      await screen.findByText('Cobrança gerada. O acesso será liberado após a confirmação do pagamento.');
      expect(api.calls('POST', path)).toEqual([
        {
          method: 'POST',
          origin: 'http://localhost:3000',
          path,
          query: {},
          body: { filialId: 1, planoId: 2 },
          token: 't',
        },
      ]);
      const charge = within(await screen.findByRole('region', { name: 'Cobrança da assinatura' }));
      expect(charge.getByText('Aberta')).toBeInTheDocument();
      expect(charge.getByText('R$ 199,90')).toBeInTheDocument();
      expect(charge.getByText('29/11/2026')).toBeInTheDocument();
      expect(charge.getByLabelText('Linha digitável')).toHaveTextContent(
        '99990.12345 34567.890125 56789.012345 6 14260000019990',
      );
      expect(charge.getByRole('link', { name: 'Pagar online' })).toHaveAttribute(
        'href',
        'https://pagamentos.example/cob_1',
      );
      expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(1);
      expect(sessionStore.getState().user?.filialSelecionadaObj.bloqueada).toBe(filial.bloqueada);
    },
  );

  it('follows the charge: when the socket says it was paid, it shows Paga and the user info lifts the block', async () => {
    const { api, pay } = setup(
      { contratoId: 'CT-1', trial: true, bloqueada: true },
      { charges: [cobranca({ status: 'vencida' })] },
    );
    const charge = within(await screen.findByRole('region', { name: 'Cobrança da assinatura' }));
    expect(charge.getByText('Vencida')).toBeInTheDocument();
    expect(sessionStore.getState().user?.filialSelecionadaObj.bloqueada).toBe(true);
    pay();
    act(() => api.socket.push('cobranca', { ...cobranca({ status: 'paga' }), filialId: 1 }));
    expect(await charge.findByText('Paga')).toBeInTheDocument();
    expect(charge.getByText('Pagamento confirmado. Obrigado!')).toBeInTheDocument();
    expect(charge.queryByLabelText('Linha digitável')).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().user?.filialSelecionadaObj.bloqueada).toBe(false));
  });

  it('ignores another branch’s payment and shows a cancelled charge as such', async () => {
    const { api } = setup({ contratoId: 'CT-1' }, { charges: [cobranca({ status: 'cancelada' })] });
    const charge = within(await screen.findByRole('region', { name: 'Cobrança da assinatura' }));
    expect(charge.getByText('Cancelada')).toBeInTheDocument();
    expect(charge.queryByRole('link', { name: 'Pagar online' })).not.toBeInTheDocument();
    act(() => api.socket.push('cobranca', { ...cobranca(), filialId: 99 }));
    expect(api.calls('GET', 'Cobrancas')).toHaveLength(1);
  });

  it('marks the current plan, which a paying branch cannot migrate to', async () => {
    setup({ contratoId: 'CT-1', planoId: 1 });
    const basico = await card('Básico');
    expect(basico.getByText('Plano atual')).toBeInTheDocument();
    expect(basico.getByRole('button', { name: 'Migrar' })).toBeDisabled();
    expect((await card('Completo')).getByRole('button', { name: 'Migrar' })).toBeEnabled();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { api, user } = setup({ contratoId: null });
    await user.click((await card('Básico')).getByRole('button', { name: 'Contratar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The choice settles 200 ms after the dialog closes (DIALOG_CONFIRM_WAIT_MS); give it that time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(api.calls('POST', /Plano$/)).toHaveLength(0);
  });

  it('shows the server message when the action fails', async () => {
    const { api, user } = setup(
      { contratoId: 'CT-1' },
      { failure: loopbackError(400, 'Plano indisponível para a filial.') },
    );
    await user.click((await card('Básico')).getByRole('button', { name: 'Migrar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: 'Atenção!' })).toHaveTextContent(
      'Plano indisponível para a filial.',
    );
    expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(0);
  });
});
