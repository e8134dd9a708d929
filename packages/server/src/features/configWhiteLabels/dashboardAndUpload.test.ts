import type { AdminDashboard, AdminWhiteLabel, WhiteLabelConfig } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { brands, empresas, filiais } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call } from '../../testing/adminTestKit';

// 11:00 in São Paulo on 15 March 2025 (UTC−3): the 30 days run from 2025-02-14 to 2025-03-15.
const NOW = Date.parse('2025-03-15T14:00:00Z');

let t: TestServer;
let suporte: string;
beforeAll(async () => {
  t = await startTestServer();
  suporte = await t.login('suporte@demo.com.br');
});
afterAll(() => t.close());

describe('POST /api/ConfigWhiteLabels/dashboard', () => {
  it("counts a new brand's companies, users, trials, blocked branches and sign-ups per São Paulo day", async () => {
    t.clock.advance(NOW - t.clock());
    const created = await call(t, suporte, 'POST', '/api/ConfigWhiteLabels', {
      idConfig: 40,
      title: 'Painel',
      tema: 'azul',
    });
    const brandId = created.json<AdminWhiteLabel>().id;
    const company = async (createdAt: string, branch: Partial<typeof filiais.$inferInsert>) => {
      const [e] = await t.server.db
        .insert(empresas)
        .values({ brandId, nome: `Empresa ${createdAt}`, createdAt: new Date(createdAt) })
        .returning();
      await t.server.db.insert(filiais).values({ empresaId: e!.id, nome: 'Matriz', cpfCnpj: '1', ...branch });
    };
    // 02:30 UTC on the 15th is still the 14th in São Paulo.
    await company('2025-03-15T02:30:00Z', { trial: true, dataVencimento: '2025-03-20' });
    await company('2025-03-15T13:00:00Z', { trial: true, dataVencimento: '2025-04-30' });
    await company('2025-02-14T12:00:00Z', { trial: true, bloqueada: true, dataVencimento: '2025-03-01' });
    await company('2025-01-10T12:00:00Z', { bloqueada: true });
    const res = await call(t, suporte, 'POST', '/api/ConfigWhiteLabels/dashboard', { idConfig: 40 });
    expect(res.statusCode).toBe(200);
    const figures = res.json<AdminDashboard>();
    expect(figures).toMatchObject({
      empresas: 4,
      usuariosAtivos: 0,
      trials: 2,
      trialsVencendo7Dias: 1,
      bloqueadas: 2,
    });
    expect(figures.cadastrosPorDia).toHaveLength(30);
    expect(figures.cadastrosPorDia[0]).toEqual({ data: '2025-02-14', total: 1 });
    expect(figures.cadastrosPorDia.at(-1)).toEqual({ data: '2025-03-15', total: 1 });
    expect(figures.cadastrosPorDia.at(-2)).toEqual({ data: '2025-03-14', total: 1 });
    expect(figures.cadastrosPorDia.reduce((sum, d) => sum + d.total, 0)).toBe(3);
  });

  it('counts active users of brand 1 and answers 400 / 404 for a bad or unknown brand', async () => {
    const demo = (
      await call(t, suporte, 'POST', '/api/ConfigWhiteLabels/dashboard', { idConfig: 1 })
    ).json<AdminDashboard>();
    expect(demo.usuariosAtivos).toBeGreaterThanOrEqual(8);
    expect(
      (await call(t, suporte, 'POST', '/api/ConfigWhiteLabels/dashboard', { idConfig: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, suporte, 'POST', '/api/ConfigWhiteLabels/dashboard', { idConfig: 99 })).statusCode,
    ).toBe(404);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function upload(fields: Record<string, string>, file: Buffer | null, token = suporte) {
  const b = 'limite';
  const parts = Object.entries(fields).map(
    ([n, v]) => `--${b}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (file)
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/ConfigWhiteLabels/upload',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat(chunks),
  });
}

describe('POST /api/ConfigWhiteLabels/upload', () => {
  it("stores a PNG logo as the brand's logo, served publicly, and audits it", async () => {
    const res = await upload({ idConfig: '2', tipo: 'logo' }, PNG);
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/ConfigWhiteLabels\/imagem\/2-logo-[0-9a-f]{32}\.png$/,
    );
    const [pub] = (
      await t.app.inject(`/api/ConfigWhiteLabels?filter=${encodeURIComponent('{"where":{"idConfig":2}}')}`)
    ).json<WhiteLabelConfig[]>();
    expect(pub?.imagens.logo).toBe(url);
    const file = await t.app.inject(url.replace('http://localhost:3000', ''));
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores an SVG favicon without its scripts and handlers', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 1 1"><script>alert(2)</script><rect width="1" height="1" fill="#8e24aa"/><a href="javascript:alert(3)"><circle r="1"/></a></svg>',
    );
    const res = await upload({ idConfig: '2', tipo: 'favicon' }, svg);
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const file = await t.app.inject(url.replace('http://localhost:3000', ''));
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.body).toContain('<rect width="1" height="1" fill="#8e24aa"');
    expect(file.body).not.toMatch(/script|onload|javascript|alert/);
    const [row] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 2));
    expect(row?.misc.linkFavicon).toBe(url);
  });

  it.each([
    [
      'a text file',
      { idConfig: '2', tipo: 'logo' },
      Buffer.from('hello'),
      415,
      'Formato de imagem não suportado. Envie PNG, JPEG, SVG ou ICO.',
    ],
    [
      'an HTML page named .png',
      { idConfig: '2', tipo: 'logo' },
      Buffer.from('<html><script>1</script></html>'),
      415,
      'Formato de imagem não suportado. Envie PNG, JPEG, SVG ou ICO.',
    ],
    [
      'a 600 KB PNG',
      { idConfig: '2', tipo: 'logo' },
      Buffer.concat([PNG, Buffer.alloc(600 * 1024)]),
      413,
      'A imagem deve ter no máximo 512 KB.',
    ],
    ['no file', { idConfig: '2', tipo: 'logo' }, null, 400, 'Envie o arquivo no campo arquivo.'],
    ['a bad kind', { idConfig: '2', tipo: 'banner' }, PNG, 400, 'O campo tipo deve ser logo ou favicon.'],
  ])('refuses %s', async (_label, fields, file, status, message) => {
    const before = (await t.server.db.select().from(brands).where(eq(brands.idConfig, 2)))[0];
    const res = await upload(fields, file);
    expect([res.statusCode, res.json().error.message]).toEqual([status, message]);
    const after = (await t.server.db.select().from(brands).where(eq(brands.idConfig, 2)))[0];
    expect(after?.imagens).toEqual(before?.imagens);
  });

  it("refuses a master's upload to another brand", async () => {
    const master = await t.login('master@demo.com.br');
    expect((await upload({ idConfig: '2', tipo: 'logo' }, PNG, master)).statusCode).toBe(403);
    expect((await upload({ idConfig: '1', tipo: 'logo' }, PNG, master)).statusCode).toBe(200);
  });
});
