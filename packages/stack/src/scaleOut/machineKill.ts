import { loginOn } from '../realServices/apiChild';
import { authorized, bothInRotation, until, type ScaleOut } from './kit';

/** One machine killed with kill -9 mid-way: the balancer keeps serving, and nothing acknowledged is lost. */
export function machineKill(deployment: () => ScaleOut): void {
  it('keeps serving through the balancer when a machine is killed mid-way, and loses nothing it acknowledged', async () => {
    const d = deployment();
    const { a, proxy, postgres } = d;
    // The clone's build before this loaded the machine enough to fail readiness checks: start with both in rotation.
    await bothInRotation(d);
    const admin = await loginOn(proxy.url, 'admin@demo.com.br');
    const me = (await (
      await fetch(`${proxy.url}/api/Usuarios/getUserInfo`, { headers: authorized(admin) })
    ).json()) as { id: number };
    const text = `kill-${Date.now()}`;
    // A report started just before the kill: whoever runs it, it ends (done, or interrupted with a message).
    const report = await fetch(`${a.url}/api/Relatorios/gerar/financeiro/xlsx`, {
      method: 'POST',
      headers: authorized(admin, { 'content-type': 'application/json' }),
      body: JSON.stringify({ dataInicial: '2020-01-01', dataFinal: '2020-12-31' }),
    });
    expect(report.status).toBe(202);
    const reportId = ((await report.json()) as { id: number }).id;

    const outcomes: Array<{ kind: 'read' | 'write'; status: number }> = [];
    let killed = false;
    for (let i = 0; i < 60; i += 1) {
      if (i === 20) {
        a.child.kill('SIGKILL');
        killed = true;
      }
      const [read, write] = await Promise.all([
        fetch(`${proxy.url}/api/Usuarios/getUserInfo`, { headers: authorized(admin) }).then((r) => r.status),
        fetch(`${proxy.url}/api/Alertas`, {
          method: 'POST',
          headers: authorized(admin, { 'content-type': 'application/json' }),
          body: JSON.stringify({ usuarioId: me.id, tipo: 'info', texto: `${text}-${i}` }),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      ]);
      outcomes.push({ kind: 'read', status: read }, { kind: 'write', status: write });
    }
    expect(killed).toBe(true);
    await a.exited;
    // Every read answered: a request the dead machine could not take went to the other one.
    expect(outcomes.filter((o) => o.kind === 'read' && o.status !== 200)).toEqual([]);
    // Every write the client saw acknowledged is in the database; a write cut short is reported as failed, never
    // silently dropped (and never repeated: POSTs are not retried by the balancer).
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 200).length;
    const stored = Number(postgres.query(`select count(*) from alertas where texto like '${text}-%'`)[0]);
    expect(stored).toBe(acknowledged);
    expect(acknowledged).toBeGreaterThanOrEqual(58);
    // The balancer took the dead machine out; the survivor reports itself ready.
    expect((await fetch(`${proxy.url}/api/health/ready`)).status).toBe(200);
    const status = await until(
      'relatório após a queda',
      async () => {
        const [row] = postgres.query(
          `select status, coalesce(erro, '') from relatorios where id = ${reportId}`,
        );
        return row && !row.startsWith('0|') ? row : null;
      },
      60_000,
    );
    expect(status).toMatch(/^1\||^2\|.+/);
  }, 180_000);
}
