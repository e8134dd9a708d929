import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError, startFakeApi, type FakeApi } from '@erp/test-doubles';
import { suporteUser, brands, masterUser, remoteArea } from '../../test/adminFixtures';
import { ReleasesPage } from './ReleasesPage';

let api: FakeApi;

const renderPage = (user = suporteUser()) =>
  renderWithProviders(<ReleasesPage />, { session: { token: 't', user } });
const area = (name: string) => screen.findByRole('region', { name });
const confirm = async () => {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return dialog;
};

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', brands);
  api.answer('GET', 'Admin/remotes', [
    remoteArea(),
    remoteArea({
      area: 'reports',
      container: 'reports',
      containers: ['reports'],
      anterior: null,
      origem: 'marca',
    }),
  ]);
});

describe('releases: what each area of the brand runs', () => {
  it('shows container, active version, origin and the versions with São Paulo dates', async () => {
    renderPage();
    const signup = await area('Cadastro');
    expect(within(signup).getByText('signup', { selector: 'b' })).toBeInTheDocument();
    expect(within(signup).getByText('1.1.0', { selector: 'b' })).toBeInTheDocument();
    expect(within(signup).getByText('Versão global')).toBeInTheDocument();
    expect(within(signup).getByText('Versão anterior: 1.0.0')).toBeInTheDocument();
    expect(within(signup).getByText('20/11/2026 10:30')).toBeInTheDocument();
    expect(within(signup).getByText('Ativa')).toBeInTheDocument();
    expect(within(await area('Relatórios')).getByText('Fixada na marca')).toBeInTheDocument();
    expect(within(await area('Relatórios')).getByRole('button', { name: 'Voltar versão' })).toBeDisabled();
    expect(api.calls('GET', 'Admin/remotes')[0]?.query).toEqual({ idConfig: 1 });
  });

  it('lets product-owner staff pick any brand and reads that brand', async () => {
    const { user } = renderPage();
    await area('Cadastro');
    await user.click(screen.getByRole('textbox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: '2 — Acme Gestão' }));
    await waitFor(() => expect(api.calls('GET', 'Admin/remotes').at(-1)?.query).toEqual({ idConfig: 2 }));
  });

  it('shows a master user their own brand without a picker', async () => {
    renderPage(masterUser());
    await area('Cadastro');
    expect(screen.queryByRole('textbox', { name: 'Marca' })).not.toBeInTheDocument();
    expect(api.calls('GET', 'ConfigWhiteLabels')).toHaveLength(0);
  });

  it('shows an area whose container was never released, with nothing to activate', async () => {
    api.answer('GET', 'Admin/remotes', [remoteArea({ versaoAtiva: null, versoes: [], anterior: null })]);
    renderPage();
    const signup = await area('Cadastro');
    expect(within(signup).getByText('nenhuma publicada', { selector: 'b' })).toBeInTheDocument();
    expect(within(signup).queryByRole('button', { name: /^Ativar / })).not.toBeInTheDocument();
    expect(within(signup).queryByRole('button', { name: 'Iniciar canary' })).not.toBeInTheDocument();
  });

  it('says so when the brand has no published remote', async () => {
    api.answer('GET', 'Admin/remotes', []);
    renderPage();
    expect(await screen.findByText('Nenhum remote publicado para esta marca.')).toBeInTheDocument();
  });
});

describe('releases: actions ask first, then refresh the row', () => {
  it('activates a version after confirmation and shows the new active version', async () => {
    api.answer('POST', 'Admin/remotes/signup/ativar', () => {
      api.answer('GET', 'Admin/remotes', [
        remoteArea({ versaoAtiva: '1.2.0', anterior: '1.1.0', origem: 'marca' }),
      ]);
      // The API answers the area's new row, as every release write does.
      return remoteArea({ versaoAtiva: '1.2.0', anterior: '1.1.0', origem: 'marca' });
    });
    renderPage();
    fireEvent.click(within(await area('Cadastro')).getByRole('button', { name: 'Ativar 1.2.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar versão' });
    expect(dialog).toHaveTextContent('Ativar a versão 1.2.0 da área Cadastro para a marca?');
    await confirm();
    expect(await screen.findByText('A área Cadastro agora usa a versão 1.2.0.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/remotes/signup/ativar')[0]?.body).toEqual({
      idConfig: 1,
      versao: '1.2.0',
    });
    await waitFor(async () =>
      expect(within(await area('Cadastro')).getByText('1.2.0', { selector: 'b' })).toBeInTheDocument(),
    );
    // The other area kept its row: only the acted-on one is replaced.
    expect(await area('Relatórios')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    renderPage();
    fireEvent.click(within(await area('Cadastro')).getByRole('button', { name: 'Ativar 1.0.0' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', /ativar$/)).toHaveLength(0);
    expect(api.calls('GET', 'Admin/remotes')).toHaveLength(1);
  });

  it("shows the contract check's missing list when a version is refused (422)", async () => {
    api.answer(
      'POST',
      'Admin/remotes/signup/ativar',
      loopbackError(422, 'A versão 1.2.0 não é compatível com o host.', {
        fields: { faltando: ['expose ./Routes', 'react ^19.2.0 (a versão oferece 18.3.1)'] },
      }),
    );
    renderPage();
    fireEvent.click(within(await area('Cadastro')).getByRole('button', { name: 'Ativar 1.2.0' }));
    await confirm();
    expect(await screen.findByText('A versão 1.2.0 não é compatível com o host.')).toBeInTheDocument();
    expect(screen.getByText('O que falta na versão:')).toBeInTheDocument();
    expect(screen.getByText('expose ./Routes')).toBeInTheDocument();
    expect(screen.getByText('react ^19.2.0 (a versão oferece 18.3.1)')).toBeInTheDocument();
  });

  it('rolls back after confirmation and shows a 409 refusal as the server words it', async () => {
    api.answer(
      'POST',
      'Admin/remotes/signup/rollback',
      loopbackError(409, 'Não há versão anterior para voltar.'),
    );
    renderPage();
    fireEvent.click(within(await area('Cadastro')).getByRole('button', { name: 'Voltar versão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voltar versão' });
    expect(dialog).toHaveTextContent('Voltar a área Cadastro para a versão 1.0.0?');
    await confirm();
    expect(await screen.findByText('Não há versão anterior para voltar.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/remotes/signup/rollback')[0]?.body).toEqual({ idConfig: 1 });
  });
});

describe('releases: canary', () => {
  it('starts a canary with the chosen version and percentage', async () => {
    api.answer('POST', 'Admin/remotes/signup/canary', () => {
      api.answer('GET', 'Admin/remotes', [
        remoteArea({ canary: { versao: '1.2.0', percentual: 11, carregamentos: 0, erros: 0, taxaErro: 0 } }),
      ]);
      return remoteArea({
        canary: { versao: '1.2.0', percentual: 11, carregamentos: 0, erros: 0, taxaErro: 0 },
      });
    });
    const { user } = renderPage();
    const signup = await area('Cadastro');
    expect(within(signup).getByRole('button', { name: 'Iniciar canary' })).toBeDisabled();
    await user.click(within(signup).getByRole('textbox', { name: 'Versão do canary' }));
    await user.click(await screen.findByRole('option', { name: '1.2.0' }));
    const slider = within(signup).getByRole('slider', { name: /Percentual dos usuários/ });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '99');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(within(signup).getByText('Percentual dos usuários: 11%')).toBeInTheDocument();
    fireEvent.click(within(signup).getByRole('button', { name: 'Iniciar canary' }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar canary' })).toHaveTextContent(
      'Servir a versão 1.2.0 da área Cadastro a 11% dos usuários da marca?',
    );
    await confirm();
    expect(await screen.findByText('Versão 1.2.0 para 11% dos usuários')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/remotes/signup/canary')[0]?.body).toEqual({
      idConfig: 1,
      versao: '1.2.0',
      percentual: 11,
    });
  });

  it('shows loads, errors and error rate of a running canary, then promotes or cancels it', async () => {
    api.answer('GET', 'Admin/remotes', [
      remoteArea({
        canary: { versao: '1.2.0', percentual: 25, carregamentos: 35, erros: 5, taxaErro: 0.125 },
      }),
    ]);
    api.answer(
      'POST',
      'Admin/remotes/signup/canary/promover',
      remoteArea({ versaoAtiva: '1.2.0', origem: 'marca' }),
    );
    api.answer('DELETE', 'Admin/remotes/signup/canary', undefined);
    renderPage();
    const signup = await area('Cadastro');
    expect(within(signup).getByText('Versão 1.2.0 para 25% dos usuários')).toBeInTheDocument();
    expect(within(signup).getByText('35')).toBeInTheDocument();
    expect(within(signup).getByText('5')).toBeInTheDocument();
    expect(within(signup).getByText('12,5%')).toBeInTheDocument();

    fireEvent.click(within(signup).getByRole('button', { name: 'Promover' }));
    expect(await screen.findByRole('dialog', { name: 'Promover canary' })).toHaveTextContent(
      'Promover a versão 1.2.0 para todos os usuários da marca na área Cadastro?',
    );
    await confirm();
    expect(await screen.findByText('A versão 1.2.0 agora é a ativa da área Cadastro.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/remotes/signup/canary/promover')[0]?.body).toEqual({ idConfig: 1 });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(await area('Cadastro')).getByRole('button', { name: 'Cancelar canary' }));
    await confirm();
    expect(await screen.findByText('Canary da área Cadastro encerrado.')).toBeInTheDocument();
    expect(api.calls('DELETE', 'Admin/remotes/signup/canary')[0]?.query).toEqual({ idConfig: 1 });
  });
});
