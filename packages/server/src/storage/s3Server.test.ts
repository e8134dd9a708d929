import { JobStatus } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { relatorios, usuarios } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { formBody } from '../uploads/formBody.testkit';
import { startFakeS3Server, type FakeS3Server } from './fakeS3Server.testkit';
import { parseStorageUrl, StorageUnavailableError } from './index';
import { createS3Client, s3Storage } from './s3Storage';
import net from 'node:net';

// The same product on the S3 engine: what one API machine writes, another reads from the bucket, never from its disk.
let s3: FakeS3Server;
const savedEnv = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  s3 = await startFakeS3Server();
  // Credentials travel the standard way, through the SDK's environment variables.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});
afterAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = savedEnv.id;
  process.env.AWS_SECRET_ACCESS_KEY = savedEnv.secret;
  if (savedEnv.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (savedEnv.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  await s3.close();
});

/** What the bucket holds under a prefix, read with a client of its own. */
async function bucketKeys(prefix: string): Promise<string[]> {
  const settings = parseStorageUrl(s3.storageUrl());
  if (settings.engine !== 's3') throw new Error('expected s3 settings');
  const keys: string[] = [];
  for await (const item of s3Storage(createS3Client(settings, s3.clientConfig), settings).list(prefix))
    keys.push(item.key);
  return keys;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 3),
]);

describe('the API on the S3 engine', () => {
  let one: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    // Two API machines on one bucket (each with its own DATA_DIR, so nothing can come from a shared disk).
    one = await startTestServer({ STORAGE_URL: s3.storageUrl('erp/') });
    other = await startTestServer({ STORAGE_URL: s3.storageUrl('erp/') });
  });
  afterAll(async () => {
    await one.close();
    await other.close();
  });

  it('keeps an uploaded avatar in the bucket, where another API machine serves it from', async () => {
    const token = await one.login('vendedor@demo.com.br');
    const form = formBody({}, [{ field: 'file', bytes: PNG }]);
    const res = await one.app.inject({
      method: 'POST',
      url: '/api/Usuarios/avatar',
      headers: { authorization: token, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json<{ avatar: string }>();
    const key = avatar.slice(avatar.lastIndexOf('/') + 1);
    expect(await bucketKeys('erp/avatars/')).toContain(`erp/avatars/${key}`);
    const served = await other.app.inject(avatar.replace('http://localhost:3000', ''));
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('generates a report into the bucket, downloadable from the other machine, and deletes it from there', async () => {
    const token = await one.login('admin@demo.com.br');
    const started = await one.app.inject({
      method: 'POST',
      url: '/api/Relatorios/gerar/pessoas/xlsx',
      headers: { authorization: token },
      payload: { tipoPessoa: 0 },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json<{ id: number }>();
    await one.server.context.reports.drain();
    const [row] = await one.server.db.select().from(relatorios).where(eq(relatorios.id, id));
    expect(row?.status).toBe(JobStatus.FINALIZADO);
    expect(await bucketKeys('erp/reports/')).toContain(`erp/reports/${row!.arquivo}`);

    // The other machine has the same rows (a shared PostgreSQL in production); here it gets a copy of this one.
    const [owner] = await other.server.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@demo.com.br'));
    await other.server.db.insert(relatorios).values({ ...row!, id: undefined, usuarioId: owner!.id });
    const [copy] = await other.server.db
      .select()
      .from(relatorios)
      .where(eq(relatorios.arquivo, row!.arquivo!));
    const otherToken = await other.login('admin@demo.com.br');
    const file = await other.app.inject({
      url: `/api/Relatorios/${copy!.id}/arquivo`,
      headers: { authorization: otherToken },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
    // An XLSX is a zip archive.
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const removed = await other.app.inject({
      method: 'DELETE',
      url: `/api/Relatorios/${copy!.id}`,
      headers: { authorization: otherToken },
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucketKeys('erp/reports/')).not.toContain(`erp/reports/${row!.arquivo}`);
  });
});

describe('signed report downloads', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ STORAGE_URL: `${s3.storageUrl('signed/')}&signedDownloads=true` });
  });
  afterAll(() => t.close());

  it('redirects a permitted download to a short-lived bucket URL instead of streaming it', async () => {
    const token = await t.login('admin@demo.com.br');
    const [owner] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
    const arquivo = `${owner!.empresaId}/assinado.pdf`;
    await t.server.context.storage.reports.put(arquivo, Buffer.from('%PDF-1.3 assinado'), {
      contentType: 'application/pdf',
    });
    const [row] = await t.server.db
      .insert(relatorios)
      .values({
        usuarioId: owner!.id,
        empresaId: owner!.empresaId,
        filialId: owner!.filialSelecionadaId!,
        relatorio: 'pessoas',
        tipo: 'pdf',
        descricao: 'Pessoas',
        filtros: {},
        status: JobStatus.FINALIZADO,
        arquivo,
      })
      .returning();
    const res = await t.app.inject({
      url: `/api/Relatorios/${row!.id}/arquivo`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(s3.endpoint);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    const fetched = await fetch(location);
    expect(await fetched.text()).toBe('%PDF-1.3 assinado');
    expect(fetched.headers.get('content-disposition')).toMatch(
      /^inline; filename="pessoas-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    // Someone without the permission still gets no URL at all.
    const vendedor = await t.login('vendedor@demo.com.br');
    const refused = await t.app.inject({
      url: `/api/Relatorios/${row!.id}/arquivo`,
      headers: { authorization: vendedor },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the bucket down', () => {
  let t: TestServer;
  let deadEndpoint: string;
  beforeAll(async () => {
    // A port that nothing listens on any more.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    deadEndpoint = `http://127.0.0.1:${port}`;
    t = await startTestServer({
      STORAGE_URL: s3
        .storageUrl('down/')
        .replace(encodeURIComponent(s3.endpoint), encodeURIComponent(deadEndpoint)),
    });
  });
  afterAll(() => t.close());

  it('is an outage, not a missing file: the engine throws StorageUnavailableError and the API answers 503', async () => {
    await expect(
      t.server.context.storage.avatars.get('2-00000000000000000000000000000000.png'),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    const served = await t.app.inject('/api/Usuarios/avatar/2-00000000000000000000000000000000.png');
    expect(served.statusCode).toBe(503);
    expect(served.json().error.message).toBe(
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    );
    const token = await t.login('vendedor@demo.com.br');
    const form = formBody({}, [{ field: 'file', bytes: PNG }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/avatar',
      headers: { authorization: token, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(503);
    const mine = await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: token } });
    expect(mine.json().avatar).toBeNull();
  });
});
