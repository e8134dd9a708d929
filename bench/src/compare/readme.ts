// Puts the latest `pnpm bench` tables into bench/README.md between two markers, with the machine they ran on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@erp/stack';

const BEGIN = '<!-- pnpm bench: begin (written by bench/src/compare.ts) -->';
const END = '<!-- pnpm bench: end -->';

export function machine(chromium: string, loadAtStart: number[]): string {
  const cpu = os.cpus();
  return [
    `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
    `Chromium ${chromium}`,
    `load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')} (shared with other engineers)`,
  ].join(', ');
}

export function writeReadme(body: string): void {
  const file = path.join(REPO_ROOT, 'bench/README.md');
  const text = fs.readFileSync(file, 'utf8');
  const section = `${BEGIN}\n${body}\n${END}`;
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n## \`pnpm bench\` — federated vs monolith, latest run\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
