import { loginOn } from '../realServices/apiChild';
import { authenticatedSocket } from '../realServices/socketClient';
import { authorized, until, type ScaleOut } from './kit';

/** A 1×1 PNG: avatars and brand images are checked by their magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** What one machine stores (report files, images) or pushes (socket events) is there through the other. */
export function sharedState(deployment: () => ScaleOut): void {
  it('downloads a report generated through one machine from the other', async () => {
    const { a, b, postgres } = deployment();
    const token = await loginOn(a.url, 'admin@demo.com.br');
    const started = await fetch(`${a.url}/api/Relatorios/gerar/vendas/pdf`, {
      method: 'POST',
      headers: authorized(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ dataInicial: '2020-03-01', dataFinal: '2020-03-31' }),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };
    await until(
      'relatório',
      async () => (postgres.query(`select status from relatorios where id = ${id}`)[0] === '1' ? true : null),
      120_000,
    );
    // Whichever machine rendered it, both serve it.
    for (const api of [b, a]) {
      const link = await fetch(`${api.url}/api/Relatorios/${id}/arquivo/link`, {
        method: 'POST',
        headers: authorized(token),
      });
      expect(link.status).toBe(200);
      const { url } = (await link.json()) as { url: string };
      const file = await fetch(new URL(url, api.url), { redirect: 'follow' });
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  }, 180_000);

  it('shows an avatar and a brand logo uploaded on one machine from the other', async () => {
    const { a, b, env } = deployment();
    const seller = await loginOn(a.url, 'vendedor@demo.com.br');
    const uploaded = await fetch(`${a.url}/api/Usuarios/avatar`, {
      method: 'POST',
      headers: authorized(seller, { 'content-type': 'image/png' }),
      body: new Uint8Array(PNG),
    });
    expect(uploaded.status).toBe(200);
    const { avatar } = (await uploaded.json()) as { avatar: string };
    const shown = await fetch(new URL(new URL(avatar, env.PUBLIC_API_URL).pathname, b.url));
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);

    const staff = await loginOn(a.url, 'suporte@demo.com.br');
    const form = new FormData();
    form.set('idConfig', '2');
    form.set('tipo', 'logo');
    form.set('arquivo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const logo = await fetch(`${a.url}/api/ConfigWhiteLabels/upload`, {
      method: 'POST',
      headers: authorized(staff),
      body: form,
    });
    expect(logo.status).toBe(200);
    const { url } = (await logo.json()) as { url: string };
    const logoFromB = await fetch(new URL(new URL(url, env.PUBLIC_API_URL).pathname, b.url));
    expect(logoFromB.status).toBe(200);
    expect(Buffer.from(await logoFromB.arrayBuffer())).toEqual(PNG);
  }, 60_000);

  it('keeps a WebSocket through the round-robin balancer on one machine and pushes to it from either', async () => {
    const { a, b, proxy } = deployment();
    const seller = await loginOn(proxy.url, 'vendedor@demo.com.br');
    const me = (await (
      await fetch(`${proxy.url}/api/Usuarios/getUserInfo`, { headers: authorized(seller) })
    ).json()) as { id: number };
    // The product's client asks for a WebSocket first: one connection, so no sticky sessions are needed for it.
    const socket = await authenticatedSocket(proxy.url, seller);
    try {
      const received: string[] = [];
      socket.on('alerta', (payload: { texto: string }) => received.push(payload.texto));
      const admin = await loginOn(a.url, 'admin@demo.com.br');
      for (const api of [a, b]) {
        const sent = await fetch(`${api.url}/api/Alertas`, {
          method: 'POST',
          headers: authorized(admin, { 'content-type': 'application/json' }),
          body: JSON.stringify({ usuarioId: me.id, tipo: 'info', texto: `via ${api.port}` }),
        });
        expect(sent.status).toBe(200);
      }
      await until('alertas', async () => (received.length >= 2 ? true : null), 10_000);
      expect(received.sort()).toEqual([`via ${a.port}`, `via ${b.port}`].sort());
    } finally {
      socket.close();
    }
  }, 60_000);
}
