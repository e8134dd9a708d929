import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from '../stats';
import type { Sample } from './virtualUsers';

export interface SoakResult {
  name: string;
  seconds: number;
  samples: Sample[];
  /** Per API process: median RSS at the start and at the end of the measured time. */
  memory: { startMb: number; endMb: number }[];
}

const BUDGET = { p95Ms: 150, rssGrowthPct: 10 };
const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md');
const START = '<!-- soak:start -->';
const END = '<!-- soak:end -->';

const ms = (n: number) => `${Math.round(n)} ms`;

/** One markdown table row per scenario, and what fell outside the budget. */
export function soakTable(results: SoakResult[]): { table: string; problems: string[] } {
  const problems: string[] = [];
  const rows = results.map((r) => {
    const times = r.samples.map((s) => s.ms);
    const errors = r.samples.filter((s) => !s.ok).length;
    const p95 = percentile(times, 0.95);
    const stepP95 = ['login', 'user info', 'alerts', 'dashboard']
      .map(
        (step) =>
          `${step} ${ms(
            percentile(
              r.samples.filter((s) => s.step === step).map((s) => s.ms),
              0.95,
            ),
          )}`,
      )
      .join(', ');
    const growth = r.memory.map((m) => (m.startMb ? ((m.endMb - m.startMb) / m.startMb) * 100 : 0));
    const memory = r.memory
      .map(
        (m, i) =>
          `${Math.round(m.startMb)} → ${Math.round(m.endMb)} MB (${growth[i]! >= 0 ? '+' : ''}${growth[i]!.toFixed(1)} %)`,
      )
      .join('; ');
    if (errors > 0) {
      const kinds = new Map<string, number>();
      for (const s of r.samples.filter((x) => !x.ok))
        kinds.set(`${s.step} ${s.status}`, (kinds.get(`${s.step} ${s.status}`) ?? 0) + 1);
      const detail = [...kinds].map(([kind, n]) => `${n}× ${kind}`).join(', ');
      problems.push(`${r.name}: ${errors} erros (${detail})`);
    }
    if (p95 > BUDGET.p95Ms) problems.push(`${r.name}: p95 ${ms(p95)}`);
    if (growth.some((g) => g > BUDGET.rssGrowthPct)) problems.push(`${r.name}: RSS ${memory}`);
    return `| ${r.name} | ${r.samples.length} (${(r.samples.length / r.seconds).toFixed(0)}/s) | ${errors} | ${ms(percentile(times, 0.5))} | **${ms(p95)}** | ${stepP95} | ${memory} |`;
  });
  const table = [
    '| cenário | requisições | erros | p50 | p95 | p95 por passo | RSS da API (início → fim) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { table, problems };
}

/** Replaces the soak section of bench/README.md (between its markers, appended the first time). */
export function writeSoakSection(run: {
  table: string;
  durationS: number;
  users: number;
  warmUpS: number;
}): void {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const body = [
    START,
    `Última execução: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${run.users} usuários, ` +
      `${run.durationS} s medidos após ${run.warmUpS} s de aquecimento, ${os.cpus().length} CPUs, ` +
      `carga média ao final ${load}. Orçamento: 0 erros, p95 ≤ ${BUDGET.p95Ms} ms, RSS +${BUDGET.rssGrowthPct} % no máximo.`,
    '',
    run.table,
    END,
  ].join('\n');
  const readme = fs.readFileSync(README, 'utf8');
  const at = readme.indexOf(START);
  const next =
    at >= 0
      ? readme.slice(0, at) + body + readme.slice(readme.indexOf(END) + END.length)
      : `${readme.trimEnd()}\n\n## \`bench:soak\` — 50 users for 5 minutes, one process and two\n\n${body}\n`;
  fs.writeFileSync(README, next);
  // The repository's lint checks every Markdown file's formatting: the table is aligned the way Prettier does it.
  execFileSync('pnpm', ['exec', 'prettier', '--write', README], { stdio: 'ignore' });
}
