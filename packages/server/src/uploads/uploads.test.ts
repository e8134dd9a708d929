import { MESSAGES, type UserInfo } from '@erp/domain';
import { and, eq, sum } from 'drizzle-orm';
import { arquivosEnviados, brands } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { formBody } from './formBody.testkit';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number, fill = 7) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - 8, fill)]);
const API = 'http://localhost:3000';

async function me(t: TestServer, token: string): Promise<UserInfo> {
  return (await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: token } })).json();
}

function uploadAvatar(t: TestServer, token: string, bytes: Buffer) {
  const form = formBody({}, [{ field: 'file', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/avatar',
    headers: { authorization: token, 'content-type': form.contentType },
    payload: form.payload,
  });
}

function uploadBrandImage(t: TestServer, token: string, idConfig: number, tipo: string, bytes: Buffer) {
  const form = formBody({ idConfig: String(idConfig), tipo }, [{ field: 'arquivo', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/ConfigWhiteLabels/upload',
    headers: { authorization: token, 'content-type': form.contentType },
    payload: form.payload,
  });
}

async function storedKeys(t: TestServer, area: 'avatars' | 'brandImages', prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of t.server.context.storage[area].list(prefix)) keys.push(item.key);
  return keys;
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function brandBytes(t: TestServer, brandId: number): Promise<number> {
  const [row] = await t.server.db
    .select({ total: sum(arquivosEnviados.bytes) })
    .from(arquivosEnviados)
    .where(eq(arquivosEnviados.brandId, brandId));
  return Number(row?.total ?? 0);
}

// Avatar uploads and brand images run on the tests' default settings: one server for both (the limits and the
// quota below start their own).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('avatar uploads', () => {
  it('leaves exactly one file when the same user uploads several avatars in parallel', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const { id } = await me(t, token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => uploadAvatar(t, token, png(200, i))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const { avatar } = await me(t, token);
    expect(await storedKeys(t, 'avatars', `${id}-`)).toEqual([keyOf(avatar!)]);
    const counted = await t.server.db
      .select({ chave: arquivosEnviados.chave })
      .from(arquivosEnviados)
      .where(and(eq(arquivosEnviados.area, 'avatars'), eq(arquivosEnviados.usuarioId, id)));
    expect(counted).toEqual([{ chave: keyOf(avatar!) }]);
  });

  it('serves the stored avatar with its ETag, and answers 304 when the browser already has it', async () => {
    const token = await t.login('contador@demo.com.br');
    const { avatar } = (await uploadAvatar(t, token, png(300))).json<{ avatar: string }>();
    const path = avatar.replace(API, '');
    const first = await t.app.inject(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '300',
      'cache-control': 'public, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(first.rawPayload.equals(png(300))).toBe(true);
    const again = await t.app.inject({ url: path, headers: { 'if-none-match': String(first.headers.etag) } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('answers the form errors in Portuguese and stores nothing', async () => {
    const token = await t.login('trial@demo.com.br');
    const { id } = await me(t, token);
    const tooBig = await uploadAvatar(t, token, png(1024 * 1024 + 1));
    expect([tooBig.statusCode, tooBig.json().error.message]).toEqual([413, MESSAGES.uploads.avatarTooLarge]);
    const twoFiles = formBody({}, [
      { field: 'file', bytes: png(100) },
      { field: 'file', bytes: png(100) },
    ]);
    const malformed = [
      twoFiles,
      {
        payload: Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        ),
        contentType: 'multipart/form-data; boundary=x',
      },
      { payload: Buffer.from('nothing like a form'), contentType: 'multipart/form-data; boundary=x' },
    ];
    for (const form of malformed) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Usuarios/avatar',
        headers: { authorization: token, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect([res.statusCode, res.json().error.message]).toEqual([400, expect.any(String)]);
      expect(res.json().error.message).toMatch(/malformado|Envie a imagem/);
    }
    expect(await storedKeys(t, 'avatars', `${id}-`)).toEqual([]);
  });
});

describe('upload limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_MAX_PER_USER: '3', UPLOAD_MAX_PER_BRAND: '5' });
  });
  afterAll(() => t.close());

  it('stops a user after their uploads per window, then a brand after its own, with a Portuguese 429', async () => {
    const vendedor = await t.login('vendedor@demo.com.br');
    const { id, avatar: before } = await me(t, vendedor);
    for (let i = 0; i < 3; i++) expect((await uploadAvatar(t, vendedor, png(100, i))).statusCode).toBe(200);
    const { avatar: third } = await me(t, vendedor);
    const refused = await uploadAvatar(t, vendedor, png(100, 9));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.uploads.tooManyByUser);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing stored, nothing changed.
    expect((await me(t, vendedor)).avatar).toBe(third);
    expect(await storedKeys(t, 'avatars', `${id}-`)).toEqual([keyOf(third!)]);
    expect(third).not.toBe(before);

    // Brand 1 has used 3 of its 5: two more from other users, then even a fresh user is refused.
    const admin = await t.login('admin@demo.com.br');
    const master = await t.login('master@demo.com.br');
    expect((await uploadAvatar(t, admin, png(100))).statusCode).toBe(200);
    expect((await uploadBrandImage(t, master, 1, 'logo', png(100))).statusCode).toBe(200);
    const contador = await t.login('contador@demo.com.br');
    const brandFull = await uploadAvatar(t, contador, png(100));
    expect([brandFull.statusCode, brandFull.json().error.message]).toEqual([
      429,
      MESSAGES.uploads.tooManyByBrand,
    ]);
    // Another brand has its own count.
    const acme = await t.login('admin@acme.com.br');
    expect((await uploadAvatar(t, acme, png(100))).statusCode).toBe(200);
    // The window passes.
    t.clock.advance(t.config.uploads.windowMs + 1000);
    expect((await uploadAvatar(t, contador, png(100))).statusCode).toBe(200);
  });
});

describe('brand storage quota', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_QUOTA_MB_PER_BRAND: '1' });
  });
  afterAll(() => t.close());

  it('refuses an upload that would take the brand past its quota, storing nothing; a replacement frees the file it replaces', async () => {
    const [brand1] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 1));
    const vendedor = await t.login('vendedor@demo.com.br');
    const admin = await t.login('admin@demo.com.br');
    const adminId = (await me(t, admin)).id;
    expect((await uploadAvatar(t, vendedor, png(700 * 1024))).statusCode).toBe(200);
    const used = await brandBytes(t, brand1!.id);
    expect(used).toBe(700 * 1024);

    const refused = await uploadAvatar(t, admin, png(700 * 1024));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(MESSAGES.uploads.quotaExceeded(1));
    expect(await storedKeys(t, 'avatars', `${adminId}-`)).toEqual([]);
    expect((await me(t, admin)).avatar).toBeNull();
    expect(await brandBytes(t, brand1!.id)).toBe(used);

    // A logo over the quota is refused the same way and the brand keeps its logo.
    const master = await t.login('master@demo.com.br');
    const logoBefore = brand1!.imagens.logo;
    expect((await uploadBrandImage(t, master, 1, 'logo', png(400 * 1024))).statusCode).toBe(413);
    const [after] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 1));
    expect(after!.imagens.logo).toBe(logoBefore);
    expect(await storedKeys(t, 'brandImages', '1-')).toEqual([]);

    // Replacing one's own avatar counts only the difference.
    expect((await uploadAvatar(t, vendedor, png(900 * 1024))).statusCode).toBe(200);
    expect(await brandBytes(t, brand1!.id)).toBe(900 * 1024);
    // Another brand has its own quota.
    const acme = await t.login('admin@acme.com.br');
    expect((await uploadAvatar(t, acme, png(700 * 1024))).statusCode).toBe(200);
  });
});

describe('brand images', () => {
  it.each(['logo', 'favicon'])('deletes the replaced %s from storage', async (tipo) => {
    const suporte = await t.login('suporte@demo.com.br');
    const first = (await uploadBrandImage(t, suporte, 2, tipo, png(120, 1))).json<{ url: string }>().url;
    expect(await storedKeys(t, 'brandImages', `2-${tipo}-`)).toEqual([keyOf(first)]);
    const second = (await uploadBrandImage(t, suporte, 2, tipo, png(130, 2))).json<{ url: string }>().url;
    expect(await storedKeys(t, 'brandImages', `2-${tipo}-`)).toEqual([keyOf(second)]);
    expect((await t.app.inject(first.replace(API, ''))).statusCode).toBe(404);
    expect((await t.app.inject(second.replace(API, ''))).statusCode).toBe(200);
  });

  it('deletes an uploaded logo that a saved configuration stops using, and keeps outside URLs alone', async () => {
    const suporte = await t.login('suporte@demo.com.br');
    const uploaded = (await uploadBrandImage(t, suporte, 2, 'logo', png(150))).json<{ url: string }>().url;
    const [brand] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 2));
    const used = await brandBytes(t, brand!.id);
    const save = (imagens: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/ConfigWhiteLabels/2',
        headers: { authorization: suporte },
        payload: { imagens },
      });
    expect((await save({ ...brand!.imagens, logo: 'https://cdn.example/logo.png' })).statusCode).toBe(200);
    expect(await storedKeys(t, 'brandImages', '2-logo-')).toEqual([]);
    expect((await t.app.inject(uploaded.replace(API, ''))).statusCode).toBe(404);
    expect(await brandBytes(t, brand!.id)).toBe(used - 150);
    // Uploading over the outside URL stores the new file and deletes nothing else.
    const res = await uploadBrandImage(t, suporte, 2, 'logo', png(140));
    expect(res.statusCode).toBe(200);
    expect(await storedKeys(t, 'brandImages', '2-logo-')).toEqual([keyOf(res.json<{ url: string }>().url)]);
  });
});
