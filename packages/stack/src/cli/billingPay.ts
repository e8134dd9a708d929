// `pnpm billing:pay` lists the local billing provider's open charges; `pnpm billing:pay <chargeId>` pays one: the API
// (started by `pnpm start`) makes the local provider send its signed payment webhook, as a bank would. Development
// only: the API serves /dev/cobrancas to this machine alone and never in production.
import type { DevCharge } from '@erp/server';
import { stackConfig } from '../paths';

const base = `http://localhost:${stackConfig().apiPort}/dev/cobrancas`;

async function main(chargeId: string | undefined): Promise<void> {
  if (!chargeId) {
    const res = await fetch(base);
    if (!res.ok) throw new Error(`${base} respondeu ${res.status} (a API foi iniciada com pnpm start?)`);
    const charges = (await res.json()) as DevCharge[];
    if (!charges.length) console.log('[billing] nenhuma cobrança em aberto');
    for (const c of charges)
      console.log(
        `[billing] ${c.id}  ${c.empresa} / ${c.filial}  ${c.plano}  R$ ${c.valor.toFixed(2)}  vence ${c.vencimento}`,
      );
    return;
  }
  const res = await fetch(`${base}/${encodeURIComponent(chargeId)}/pagar`, { method: 'POST' });
  const body = (await res.json().catch(() => null)) as {
    aplicado?: boolean;
    error?: { message: string };
  } | null;
  if (!res.ok) throw new Error(body?.error?.message ?? `${base} respondeu ${res.status}`);
  console.log(
    body?.aplicado
      ? `[billing] ${chargeId} paga: a filial foi liberada`
      : `[billing] ${chargeId} já estava paga: nada mudou`,
  );
}

main(process.argv[2]).catch((error: unknown) => {
  console.error('[billing]', error instanceof Error ? error.message : error);
  process.exit(1);
});
