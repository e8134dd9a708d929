import { isLoopbackHostname } from '../net/addressPolicy';
import { text, type Env } from './envValues';
import type { TrustHop } from './serverConfig';

/** `TRUST_PROXY`: a hop count (`1` = one reverse proxy in front) or a comma-separated list of proxy addresses/CIDRs. */
export function trustProxy(env: Env): false | string[] | TrustHop {
  const raw = text(env, 'TRUST_PROXY');
  if (!raw || ['0', 'false', 'no', 'nao', 'não'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    // The last `hops` addresses are our proxies; the one before them is the client (anything further left is forged).
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) return list;
  throw new Error(
    `Variável de ambiente TRUST_PROXY inválida: "${raw}" (esperado o número de proxies à frente da API ou a lista dos seus endereços).`,
  );
}

export function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** `OUTBOUND_ALLOW_LOOPBACK_HOST`: a hostname that must mean this machine, and never in production. */
export function allowLoopbackHost(env: Env, isProduction: boolean): string | null {
  const host = text(env, 'OUTBOUND_ALLOW_LOOPBACK_HOST');
  if (!host) return null;
  if (isProduction)
    throw new Error(
      'Variável de ambiente OUTBOUND_ALLOW_LOOPBACK_HOST não é permitida em produção: chamadas externas vão só a servidores públicos.',
    );
  if (!isLoopbackHostname(host))
    throw new Error(
      `Variável de ambiente OUTBOUND_ALLOW_LOOPBACK_HOST inválida: "${host}" (esperado localhost, um nome .localhost ou um endereço de loopback).`,
    );
  return host.toLowerCase();
}
