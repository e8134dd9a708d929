import { json, loopbackError, mockFetch, noContent } from '@erp/test-doubles';
import { createApiClient } from '../createApiClient';
import {
  countBrandUsers,
  getBrandDashboard,
  listBrandUsers,
  openClientView,
  resendFirstAccess,
  sendGeneralAlert,
  setBrandUserActive,
  uploadBrandImage,
} from './brandAdmin';

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ endpoint: 'http://localhost:3000/api/', getToken: () => 'tok-123', fetch });
}

const user = {
  id: 30,
  nome: 'Ana',
  email: 'admin@acme.com.br',
  ativo: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  empresa: { id: 7, nome: 'Acme Comércio', cpfCnpj: null },
  filial: null,
  perfilAdmin: true,
};

describe('brand administration calls', () => {
  it('send the contract paths, queries and bodies', async () => {
    const { fetch, requests } = mockFetch(
      json({
        empresas: 1,
        usuariosAtivos: 2,
        trials: 0,
        trialsVencendo7Dias: 0,
        bloqueadas: 0,
        cadastrosPorDia: [],
      }),
      json([user]),
      json({ count: 41 }),
      json(user),
      noContent(),
      json({ token: 'view-1' }),
      json({ count: 8 }),
    );
    const api = client(fetch);
    await getBrandDashboard(api, 2);
    await listBrandUsers(api, 2, { busca: 'ana', skip: 20, limit: 20, ativo: true });
    expect(await countBrandUsers(api, { idConfig: 2, busca: 'ana' })).toBe(41);
    expect((await setBrandUserActive(api, 30, false)).ativo).toBe(false);
    await resendFirstAccess(api, 30);
    expect(await openClientView(api, 7)).toBe('view-1');
    expect(await sendGeneralAlert(api, { tipo: 'info', texto: 'Oi', link: null, idConfig: 2 })).toBe(8);

    const sent = await Promise.all(
      requests.map(async (r) => [r.method, decodeURIComponent(r.url), await r.text()]),
    );
    expect(sent).toEqual([
      ['POST', 'http://localhost:3000/api/ConfigWhiteLabels/dashboard', '{"idConfig":2}'],
      [
        'GET',
        'http://localhost:3000/api/Usuarios/usuarios-whitelabel/2?params={"busca":"ana","skip":20,"limit":20,"ativo":true}',
        '',
      ],
      ['GET', 'http://localhost:3000/api/Usuarios/count?where={"idConfig":2,"busca":"ana"}', ''],
      ['PUT', 'http://localhost:3000/api/Usuarios/30/ativo', '{"ativo":false}'],
      ['POST', 'http://localhost:3000/api/Usuarios/30/reenviarPrimeiroAcesso', ''],
      ['POST', 'http://localhost:3000/api/Admin/visao-cliente', '{"empresaId":7}'],
      [
        'POST',
        'http://localhost:3000/api/Alertas/geral',
        '{"tipo":"info","texto":"Oi","link":null,"idConfig":2}',
      ],
    ]);
    expect(requests.every((r) => r.headers.get('Authorization') === 'tok-123')).toBe(true);
  });

  it('uploads an image as multipart and passes a refusal on in Portuguese', async () => {
    const { fetch, requests } = mockFetch(
      json({ url: '/assets/brands/2/logo.png' }),
      loopbackError(400, 'A imagem deve ter no máximo 512 KB.'),
    );
    const api = client(fetch);
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    expect(await uploadBrandImage(api, 2, 'logo', logo)).toEqual({ url: '/assets/brands/2/logo.png' });
    const form = await requests[0]!.formData();
    expect([form.get('idConfig'), form.get('tipo'), (form.get('arquivo') as File).name]).toEqual([
      '2',
      'logo',
      'logo.png',
    ]);
    await expect(uploadBrandImage(api, 2, 'favicon', logo)).rejects.toMatchObject({
      status: 400,
      message: 'A imagem deve ter no máximo 512 KB.',
    });
  });
});
