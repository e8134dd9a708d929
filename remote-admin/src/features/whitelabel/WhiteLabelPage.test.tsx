import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminWhiteLabel } from '@erp/domain';
import { fixtures, pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError, json, startFakeApi } from '@erp/test-doubles';
import { acmeWhiteLabel, masterUser } from '../../test/adminFixtures';
import { WhiteLabelPage } from './WhiteLabelPage';

// A long form on a shared, busy machine: typing into it takes seconds.
jest.setTimeout(30_000);

const REMOTES = [
  {
    area: 'signup',
    container: 'signup_acme',
    containers: ['signup', 'signup_acme'],
    versaoAtiva: '1.2.0',
    origem: 'marca',
    versoes: [],
    anterior: null,
    canary: null,
  },
];

type Answer = Parameters<ReturnType<typeof startFakeApi>['answer']>[2];

const savedAs =
  (brand: AdminWhiteLabel): Answer =>
  (call) =>
    json({ ...brand, ...(call.body as object), crm: brand.crm, updatedAt: '2026-11-23T13:00:00.000Z' });

function renderPage(brand = acmeWhiteLabel(), save: Answer = savedAs(brand)) {
  const api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels/2/admin', () => json(brand));
  api.answer('PUT', 'ConfigWhiteLabels/2', save);
  api.answer('GET', 'Admin/remotes', () => json(REMOTES));
  const view = renderWithProviders(<WhiteLabelPage />, {
    config: fixtures.config({ id: 2, idConfig: 2, title: 'Acme Gestão' }),
    session: { token: 't', user: masterUser() },
    // The file input's accept list is the browser's first filter; these tests check the screen's own checks.
    userEvent: { delay: null, applyAccept: false },
  });
  return { api, ...view };
}

// Node's File, not jsdom's: the test environment's FormData is Node's, and it only takes its own Blobs.
const file = (bytes: Uint8Array, name: string, type: string) =>
  new NodeFile([bytes], name, { type }) as unknown as File;

const preview = () => within(screen.getByRole('region', { name: 'Pré-visualização do tema' }));

describe('WhiteLabelPage', () => {
  it('previews the theme live: a named theme, then custom with its colour pickers', async () => {
    const { user } = renderPage();
    expect(await screen.findByLabelText('Nome da marca')).toHaveValue('Acme Gestão');
    expect(preview().getByText('Cor principal: #8e24aa')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cor principal' })).toHaveValue('#8e24aa');

    await user.click(screen.getByRole('textbox', { name: 'Tema' }));
    await user.click(await screen.findByRole('option', { name: 'verde' }));
    expect(preview().getByText('Cor principal: #4caf50')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cor principal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Tema' }));
    await user.click(await screen.findByRole('option', { name: 'custom' }));
    const colour = screen.getByRole('textbox', { name: 'Cor principal' });
    await user.clear(colour);
    await user.type(colour, '#00897b');
    expect(preview().getByText('Cor principal: #00897b')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cor secundária' })).toBeInTheDocument();
  });

  it('says which shades of a custom colour it darkened to keep text readable, and when none needed it', async () => {
    const { user } = renderPage();
    const colour = await screen.findByRole('textbox', { name: 'Cor principal' });
    // #8e24aa carries white text at 7:1 and reads on white: nothing to change.
    expect(preview().getByText('As cores atingem o contraste mínimo sem ajustes.')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#1e88e5');
    expect(
      preview().getByText(
        /^Botões da cor principal: tom escurecido para #[0-9a-f]{6} \(contraste 4,\d:1\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      preview().getByText(/^Textos e links da cor principal: tom escurecido para #[0-9a-f]{6}/),
    ).toBeInTheDocument();
    expect(preview().queryByText('As cores atingem o contraste mínimo sem ajustes.')).not.toBeInTheDocument();
  });

  it('shows field messages only after submit and sends nothing while invalid', async () => {
    const { api, user } = renderPage();
    await user.clear(await screen.findByLabelText('Nome da marca'));
    await pasteInto(user, [['Política de privacidade (URL)', 'ftp://acme']]);
    expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    expect(screen.queryByText('Formato inválido!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('Formato inválido!')).toBeInTheDocument();
    expect(api.calls('PUT', 'ConfigWhiteLabels/2')).toHaveLength(0);

    await pasteInto(user, [['Nome da marca', 'Acme']]);
    await waitFor(() => expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument());
  });

  it('saves the edited settings, keeps the write-only CRM token and confirms with a toast', async () => {
    const { api, user } = renderPage();
    const destaque = await screen.findByLabelText('Texto em destaque do cadastro');
    await user.clear(destaque);
    await pasteInto(user, [[destaque, 'SEM CUSTO']]);
    await user.click(screen.getByRole('switch', { name: 'Exibir telefone' }));
    expect(screen.getByText(/Token configurado/)).toBeInTheDocument();
    expect(screen.getByLabelText('Token do CRM')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    const [put] = api.calls('PUT', 'ConfigWhiteLabels/2');
    expect(put?.body).toMatchObject({
      title: 'Acme Gestão',
      tema: 'custom',
      misc: { textoDestaqueCadastro: 'SEM CUSTO', exibirTelefone: false, customThemeColor: '#8e24aa' },
      documentos: { termos: 'https://acme.com.br/termos', privacidade: '' },
      capa: null,
      crm: { stageId: 3, baseUrl: 'https://crm.acme.com.br' },
    });
    expect((put?.body as { crm: object }).crm).not.toHaveProperty('token');
    // The addresses are the product owner's: a brand's own save never sends them.
    expect(put?.body).not.toHaveProperty('origins');
    expect(put?.body).not.toHaveProperty('canonicalOrigin');
  });

  it('sends a typed token and shows a refused save in the error dialog', async () => {
    const { api, user } = renderPage(acmeWhiteLabel(), () =>
      loopbackError(400, 'A cor customThemeColor deve estar no formato #rrggbb.'),
    );
    await pasteInto(user, [[await screen.findByLabelText('Token do CRM'), 'tok-123']]);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível realizar esta ação.')).toBeInTheDocument();
    expect(screen.getByText(/A cor customThemeColor deve estar no formato #rrggbb\./)).toBeInTheDocument();
    expect(api.calls('PUT', 'ConfigWhiteLabels/2')[0]?.body).toMatchObject({ crm: { token: 'tok-123' } });
  });

  it('previews custom cover HTML sanitised and saves it as typed', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('textbox', { name: 'Tipo de capa' }));
    await user.click(await screen.findByRole('option', { name: 'HTML personalizado' }));
    await user.click(screen.getByLabelText('HTML da capa'));
    await user.paste('<h2>Bem-vindo</h2><img src="x.png" onerror="alert(1)"><script>window.pwned=1</script>');
    const cover = screen.getByRole('region', { name: 'Pré-visualização da capa' });
    expect(within(cover).getByRole('heading', { name: 'Bem-vindo', hidden: true })).toBeInTheDocument();
    // A picture of the login's cover: its headings are not this screen's (one level-one heading, the screen's).
    expect(within(cover).queryByRole('heading')).toBeNull();
    expect(cover.querySelector('script')).toBeNull();
    expect(cover.innerHTML).not.toMatch(/onerror|pwned/);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls('PUT', 'ConfigWhiteLabels/2')).toHaveLength(1));
    expect(api.calls('PUT', 'ConfigWhiteLabels/2')[0]?.body).toMatchObject({ capa: { tipo: 'html' } });
  });

  it("shows the stored logo and favicon (paths the API serves) from the API's origin", async () => {
    const stored = acmeWhiteLabel();
    renderPage({
      ...stored,
      imagens: { logo: '/assets/brands/2/logo.svg' },
      misc: { ...stored.misc, linkFavicon: '/assets/brands/favicon.svg' },
    });
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      'http://localhost:3000/assets/brands/2/logo.svg',
    );
    expect(screen.getByRole('img', { name: 'Favicon' })).toHaveAttribute(
      'src',
      'http://localhost:3000/assets/brands/favicon.svg',
    );
    expect(screen.getByTestId('preview-header').querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:3000/assets/brands/2/logo.svg',
    );
  });

  it('checks a logo before sending it, then uploads it', async () => {
    const { api, user } = renderPage();
    api.answer('POST', 'ConfigWhiteLabels/upload', () => json({ url: '/assets/brands/2/logo.png' }));
    const input = await screen.findByLabelText('Logo');
    await user.upload(input, file(new Uint8Array([0x25, 0x50]), 'logo.pdf', 'application/pdf'));
    expect(screen.getByText('Formato inválido! Envie PNG, JPEG, SVG ou ICO.')).toBeInTheDocument();
    await user.upload(input, file(new Uint8Array(513 * 1024), 'logo.png', 'image/png'));
    expect(screen.getByText('O arquivo deve ter no máximo 512 KB.')).toBeInTheDocument();
    expect(api.calls('POST', 'ConfigWhiteLabels/upload')).toHaveLength(0);

    await user.upload(input, file(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'logo.png', 'image/png'));
    expect(await screen.findByText('Logo enviado.')).toBeInTheDocument();
    const form = api.calls('POST', 'ConfigWhiteLabels/upload')[0]?.body as FormData;
    expect(form.get('idConfig')).toBe('2');
    expect(form.get('tipo')).toBe('logo');
    expect((form.get('arquivo') as File).name).toBe('logo.png');
    // Served by the API, on its origin (the page is on another one).
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      'http://localhost:3000/assets/brands/2/logo.png',
    );
  });

  it("switches an area's container from the remotes panel", async () => {
    const { api, user } = renderPage();
    api.answer('PUT', 'Admin/remotes/signup', () =>
      json({ ...REMOTES[0], container: 'signup', origem: 'global' }),
    );
    const select = await screen.findByRole('textbox', { name: 'Container ativo: Cadastro' });
    expect(select).toHaveValue('signup_acme');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'signup' }));
    expect(await screen.findByText('A área Cadastro agora usa signup.')).toBeInTheDocument();
    expect(api.calls('PUT', 'Admin/remotes/signup').map((c) => c.body)).toEqual([
      { idConfig: 2, container: 'signup' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Container ativo: Cadastro' })).toHaveValue('signup');
  });
});
