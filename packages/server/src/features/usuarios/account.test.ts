import fs from 'node:fs';
import path from 'node:path';
import type { UserInfo } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

async function me(token: string): Promise<UserInfo> {
  return (await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: token } })).json();
}

const put = (token: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/Usuarios/${id}`, headers: { authorization: token }, payload });

/** A browser-like FormData upload with one file part. */
function multipart(bytes: Buffer, filename = 'foto.png', type = 'image/png') {
  const boundary = '----erpTestBoundary7MA4YWxkTrZu0gW';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`),
    Buffer.from(`Content-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (token: string, body: Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/avatar',
    headers: { authorization: token, 'content-type': contentType },
    payload: body,
  });

describe('PUT /api/Usuarios/{id}', () => {
  it('changes the own name (trimmed) and nothing else', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const { id, email } = await me(token);
    const res = await put(token, id, { nome: '  Victor V. Vendas ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, nome: 'Victor V. Vendas', email, avatar: null });
    expect((await me(token)).nome).toBe('Victor V. Vendas');
  });

  it('refuses any field other than nome and avatar', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const { id } = await me(token);
    const res = await put(token, id, { nome: 'X', perfilAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Apenas os campos nome e avatar podem ser alterados.');
    expect((await me(token)).perfilAdmin).toBe(false);
    expect((await put(token, id, { nome: '' })).json().error.message).toBe('O campo nome é obrigatório.');
  });

  it('lets a company admin edit a user of the company, but not a normal user edit someone else', async () => {
    const admin = await t.login('admin@demo.com.br');
    const seller = await t.login('vendedor@demo.com.br');
    const sellerId = (await me(seller)).id;
    const adminId = (await me(admin)).id;
    expect((await put(admin, sellerId, { nome: 'Victor Vendedor' })).statusCode).toBe(200);
    const refused = await put(seller, adminId, { nome: 'Hacker' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Você só pode alterar a sua própria conta.');
    expect((await me(admin)).nome).toBe('Ana Administradora');
  });

  it('answers 404 for a user of another company, even to an admin', async () => {
    const acmeId = (await me(await t.login('admin@acme.com.br'))).id;
    const res = await put(await t.login('admin@demo.com.br'), acmeId, { nome: 'Invasor' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Usuário não encontrado.');
  });

  it('accepts only an avatar uploaded for that user, or null', async () => {
    const token = await t.login('trial@demo.com.br');
    const { id } = await me(token);
    const external = await put(token, id, { avatar: 'https://evil.example/x.png' });
    expect(external.statusCode).toBe(400);
    expect(external.json().error.message).toBe('O avatar deve ser uma imagem enviada para este usuário.');
  });
});

describe('POST /api/Usuarios/avatar', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('stores a %s sent as FormData, serves it and makes it the avatar', async (_name, bytes, type) => {
    const token = await t.login('contador@demo.com.br');
    const { body, contentType } = multipart(bytes, 'foto', type);
    const res = await upload(token, body, contentType);
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<{ avatar: string }>();
    expect(avatar).toMatch(
      /^http:\/\/localhost:\d+\/api\/Usuarios\/avatar\/\d+-[0-9a-f]{32}\.(png|jpg|webp)$/,
    );
    expect((await me(token)).avatar).toBe(avatar);
    const served = await t.app.inject({ url: new URL(avatar).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts the raw image as the body, and removes the replaced file', async () => {
    const token = await t.login('master@demo.com.br');
    const first = (await upload(token, PNG, 'image/png')).json<{ avatar: string }>().avatar;
    const second = (await upload(token, JPEG, 'application/octet-stream')).json<{ avatar: string }>().avatar;
    expect(second).not.toBe(first);
    const dir = path.join(t.dataDir, 'avatars');
    expect(fs.existsSync(path.join(dir, path.basename(first)))).toBe(false);
    expect(fs.existsSync(path.join(dir, path.basename(second)))).toBe(true);
    // The avatar just uploaded may be sent back unchanged with the name.
    const { id } = await me(token);
    expect((await put(token, id, { nome: 'Marta Master', avatar: second })).statusCode).toBe(200);
    expect((await put(token, id, { avatar: null })).json().avatar).toBeNull();
  });

  it('judges the type by the bytes, not by the declared type', async () => {
    const token = await t.login('admin@demo.com.br');
    const gif = Buffer.from('GIF89a' + 'x'.repeat(40));
    for (const [body, type] of [
      [multipart(gif, 'foto.png', 'image/png').body, multipart(gif).contentType],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
    ] as const) {
      const res = await upload(token, body, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(
        'Formato de imagem não suportado. Envie uma imagem PNG, JPEG ou WebP.',
      );
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/avatar',
      headers: { authorization: token },
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await me(token)).avatar).toBeNull();
  });

  it('refuses images over 1 MB and empty uploads', async () => {
    const token = await t.login('admin@demo.com.br');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(token, big, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('A imagem do avatar deve ter no máximo 1 MB.');
    const empty = await upload(token, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Envie a imagem do avatar no corpo da requisição.');
  });

  it('needs a session to upload, not to download; unknown or malformed names are 404', async () => {
    expect((await upload('', PNG, 'image/png')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Usuarios/avatar/..%2F..%2Fdb' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/Usuarios/avatar/1-${'0'.repeat(32)}.png` })).statusCode).toBe(
      404,
    );
  });
});
