import { act, screen, waitFor, within } from '@testing-library/react';
import type { Plano } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import { apiError, startFakeApi } from '../../test/fakeApi';
import { PlanosPage } from './PlanosPage';

const json = (data: unknown): Response =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
const noContent = (): Response => new Response(null, { status: 204 });

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

function setup(filial: Parameters<typeof fixtures.filialSelecionada>[0], failure?: Response) {
  const user = fixtures.userInfo({ filialSelecionadaObj: fixtures.filialSelecionada(filial) });
  const api = startFakeApi({ user });
  api.answer('GET', 'Planos', () => json(PLANOS));
  if (failure) api.answer('POST', /Plano$/, () => failure);
  api.answer('POST', /^Usuarios\/(contratar|efetivar|migrar)Plano$/, () => {
    api.db.user = {
      ...api.db.user,
      filialSelecionadaObj: { ...api.db.user.filialSelecionadaObj, trial: false, bloqueada: false },
    };
    return noContent();
  });
  const view = renderWithProviders(<PlanosPage />, { session: { token: 't', user } });
  return { api, ...view };
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
    '%s (branch %j) calls %s after confirmation and reloads the user',
    async (label, filial, path) => {
      const { api, user } = setup(filial);
      await user.click((await card('Completo')).getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Completo');
      expect(dialog).toHaveTextContent('R$ 199,90 por mês');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

      await screen.findByText(/^Plano (contratado|efetivado|alterado) com sucesso\.$/);
      expect(api.calls('POST', path)).toEqual([{ method: 'POST', path, body: { filialId: 1, planoId: 2 } }]);
      expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(1);
      expect(sessionStore.getState().user?.filialSelecionadaObj.bloqueada).toBe(false);
    },
  );

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
    const { api, user } = setup({ contratoId: 'CT-1' }, apiError(400, 'Plano indisponível para a filial.'));
    await user.click((await card('Básico')).getByRole('button', { name: 'Migrar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: 'Atenção!' })).toHaveTextContent(
      'Plano indisponível para a filial.',
    );
    expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(0);
  });
});
