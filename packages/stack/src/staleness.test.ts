import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isStale } from './staleness';

describe('isStale', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  const output = path.join(dir, 'index.html');
  const source = path.join(dir, 'src', 'App.tsx');
  fs.mkdirSync(path.dirname(source));

  it('is stale when the output is missing', () => {
    fs.writeFileSync(source, 'a');
    expect(isStale(output, [path.dirname(source)])).toBe(true);
  });

  it('is fresh when the output is newer than every source, stale once a source changes', () => {
    fs.writeFileSync(output, 'built');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(source, past, past);
    expect(isStale(output, [path.dirname(source)])).toBe(false);
    fs.writeFileSync(source, 'b');
    expect(isStale(output, [path.dirname(source)])).toBe(true);
  });
});
