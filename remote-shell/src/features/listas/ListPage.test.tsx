import { configure, screen, waitFor, within } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json, loopbackError } from '@erp/test-doubles';
import { startShellApi, type ShellApi } from '../../test/shellApi';
import { clientes } from './definitions/pessoas';
import { movimentacoes } from './definitions/estoque';
import { pedidosVenda } from './definitions/vendas';
import type { ShellListDefinition } from './listDefinition';
import { ListPage } from './ListPage';
import { VENDAS } from './listTestRows';

const CLIENTES = [
  {
    id: 1,
    nome: 'Ana Souza',
    cpfCnpj: '12345678000195',
    cidade: 'Campinas',
    uf: 'SP',
    telefone: '19999998888',
    ativo: true,
    email: 'ana@exemplo.com.br',
    razaoSocial: 'Ana Souza ME',
    grupo: 'Varejo',
    dataCadastro: '2026-01-10T13:00:00.000Z',
  },
  {
    id: 2,
    nome: 'Bruno Lima',
    cpfCnpj: '52998224725',
    cidade: 'Santos',
    uf: 'SP',
    telefone: null,
    ativo: false,
    email: null,
    razaoSocial: null,
    grupo: null,
    dataCadastro: '2026-02-10T13:00:00.000Z',
  },
];

function render(definition: ShellListDefinition, title: string) {
  return renderWithProviders(
    <ListPage definition={definition} title={title} breadcrumb={['Vendas', title]} />,
    {
      session: { token: 't', user: fixtures.userInfo() },
    },
  );
}

/** The `filter` (or count `where`) of the last call to this path. */
function lastParam(api: ShellApi, path: string, name: 'filter' | 'where'): Record<string, unknown> {
  const call = api.calls('GET', path).at(-1);
  return call?.query[name] as Record<string, unknown>;
}

// The grid (mantine-react-table) takes seconds to load and draw in jsdom on a busy machine: its first rows are waited
// for longer than testing-library's default second.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('ListPage', () => {
  it('shows the first page pt-BR formatted with the count, and opens a row’s details', async () => {
    const api = startShellApi();
    api.answer('GET', 'Clientes', () => json(CLIENTES));
    api.answer('GET', 'Clientes/count', () => json({ count: 2 }));
    const { user } = render(clientes, 'Clientes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clientes');
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('12.345.678/0001-95')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('(19) 9 9999-8888')).toBeInTheDocument();
    expect(lastParam(api, 'Clientes', 'filter')).toEqual({
      where: {},
      order: ['nome ASC'],
      limit: 20,
      skip: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Ana Souza' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ana Souza' });
    expect(within(drawer).getByText('Ana Souza ME')).toBeInTheDocument();
    expect(within(drawer).getByText('ana@exemplo.com.br')).toBeInTheDocument();
    expect(within(drawer).getByText('10/01/2026 10:00')).toBeInTheDocument();
  });

  it('searches on the server by name or CNPJ, starting again at the first page', async () => {
    const api = startShellApi();
    api.answer('GET', 'Clientes', () => json(CLIENTES.slice(0, 1)));
    api.answer('GET', 'Clientes/count', () => json({ count: 1 }));
    const { user } = render(clientes, 'Clientes');
    await screen.findByText('Ana Souza');
    await user.click(screen.getByRole('searchbox', { name: 'Pesquisar' }));
    await user.paste('12.345.678/0001-95');
    await waitFor(() =>
      expect(lastParam(api, 'Clientes/count', 'where')).toEqual({
        or: [
          { nome: { ilike: '%12.345.678/0001-95%' } },
          { razaoSocial: { ilike: '%12.345.678/0001-95%' } },
          { documento: { ilike: '%12345678000195%' } },
        ],
      }),
    );
    expect(lastParam(api, 'Clientes', 'filter')).toMatchObject({ skip: 0 });
  });

  it('filters sales by a seller of the company and totals the page', async () => {
    const api = startShellApi();
    api.answer('GET', 'PedidosVenda', () => json(VENDAS));
    api.answer('GET', 'PedidosVenda/count', () => json({ count: 2 }));
    api.answer('GET', 'PedidosVenda/opcoes/vendedorId', () =>
      json([
        { id: 7, nome: 'Vera' },
        { id: 8, nome: 'Vitor' },
      ]),
    );
    const { user } = render(pedidosVenda, 'Pedidos de venda');
    // The toolbar's total is drawn before the rows arrive (R$ 0,00): wait for the value, not the element.
    await waitFor(() => expect(screen.getByTestId('total-da-pagina')).toHaveTextContent('R$ 149,75'));
    const grid = within(screen.getByRole('table'));
    expect(grid.getByText('NFC-e')).toBeInTheDocument();
    expect(grid.getByText('Cancelada')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'Vera' }));
    await waitFor(() => expect(lastParam(api, 'PedidosVenda/count', 'where')).toEqual({ vendedorId: 7 }));
  });

  it('draws a page with its count, busy until both have come', async () => {
    const api = startShellApi();
    let answerCount: (response: Response) => void = () => undefined;
    api.answer('GET', 'Clientes', () => json(CLIENTES));
    api.answer('GET', 'Clientes/count', () => new Promise<Response>((resolve) => (answerCount = resolve)));
    render(clientes, 'Clientes');
    const region = screen.getByTestId('lista');
    expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.calls('GET', 'Clientes')).toHaveLength(1));
    // The rows have come, their count not yet: nothing half drawn (rows beside "0 de 0").
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answerCount(json({ count: 2 }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the rows shown while the next page comes, dimmed once it is slow, and counts a where once', async () => {
    const api = startShellApi();
    let answerPage2: (response: Response) => void = () => undefined;
    api.answer('GET', 'Clientes', ({ query }) =>
      (query.filter as { skip: number }).skip === 0
        ? json(CLIENTES)
        : new Promise<Response>((resolve) => (answerPage2 = resolve)),
    );
    api.answer('GET', 'Clientes/count', () => json({ count: 45 }));
    const { user } = render(clientes, 'Clientes');
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    const region = screen.getByTestId('lista');

    // The region's opacity each time it says it is busy.
    const opacityWhenBusy: string[] = [];
    const observer = new MutationObserver(() => {
      if (region.getAttribute('aria-busy') === 'true') opacityWhenBusy.push(region.style.opacity);
    });
    observer.observe(region, { attributes: true });
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(lastParam(api, 'Clientes', 'filter')).toMatchObject({ skip: 20 });
    // Dimmed only once the wait is long (a quick answer redraws nothing else), and not any more once it came.
    await waitFor(() => expect(region.style.opacity).toBe('0.6'));
    observer.disconnect();
    expect(opacityWhenBusy[0]).toBe('');

    answerPage2(json([{ ...CLIENTES[1], id: 21, nome: 'Carla Dias' }]));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(region.style.opacity).toBe('');
    // Another page of the same where: its count is the one already shown.
    expect(api.calls('GET', 'Clientes/count')).toHaveLength(1);
  });

  it('filters stock movements by a depósito the server offers, typed to find it', async () => {
    const api = startShellApi();
    api.answer('GET', 'MovimentacoesEstoque', () => json([]));
    api.answer('GET', 'MovimentacoesEstoque/count', () => json({ count: 0 }));
    api.answer('GET', 'MovimentacoesEstoque/opcoes/localEstoqueId', () =>
      json([
        { id: 3, nome: 'Depósito Central' },
        { id: 4, nome: 'Loja' },
      ]),
    );
    const { user } = render(movimentacoes, 'Movimentações de estoque');
    const select = await screen.findByRole('textbox', { name: 'Depósito' });
    await user.type(select, 'loj');
    expect(screen.queryByRole('option', { name: 'Depósito Central' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Loja' }));
    await waitFor(() =>
      expect(lastParam(api, 'MovimentacoesEstoque/count', 'where')).toEqual({ localEstoqueId: 4 }),
    );
  });

  it('says so when nothing matches, and shows the server’s refusal with a retry', async () => {
    const api = startShellApi();
    api.answer('GET', 'Clientes', () => json([]));
    api.answer('GET', 'Clientes/count', () => json({ count: 0 }));
    render(clientes, 'Clientes');
    expect(await screen.findByText('Ops, nada encontrado por aqui.')).toBeInTheDocument();

    const refused = startShellApi();
    refused.answer('GET', /^Clientes/, () =>
      loopbackError(403, 'Você não tem permissão para acessar esta página.'),
    );
    render(clientes, 'Clientes');
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
