import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { onDemandExports } = require('../jest.onDemandExports.cjs');
// @mantine/core as @erp/ui depends on it: the package jest.mantineCore.cjs reads.
const mantineIndex = createRequire(new URL('../../ui/package.json', import.meta.url)).resolve(
  '@mantine/core',
);

test("@mantine/core on demand: a module loads when one of its exports is read, and the index's names and values are all there", () => {
  const onDemand = onDemandExports(mantineIndex, require);
  const mantineFile = (file) => path.join(path.dirname(mantineIndex), file);
  const buttonModule = mantineFile('components/Button/Button.cjs');
  assert.equal(require.cache[buttonModule], undefined, 'nothing loaded before an export is read');
  const { Button } = onDemand;
  assert.ok(require.cache[buttonModule]);
  assert.equal(require.cache[mantineFile('components/Textarea/Textarea.cjs')], undefined);

  const real = require(mantineIndex);
  assert.equal(Button, real.Button);
  assert.deepEqual(Object.keys(onDemand), Object.keys(real));
  for (const name of Object.keys(real)) assert.equal(onDemand[name], real[name], name);
});

test('refuses an index with an export it cannot read', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'on-demand-'));
  t.after(() => fs.rmSync(dir, { recursive: true }));
  fs.writeFileSync(path.join(dir, 'a.cjs'), 'exports.a = 1;\n');
  const index = path.join(dir, 'index.cjs');
  fs.writeFileSync(index, "var a = require('./a.cjs');\n\nexports.a = a.a;\nexports.b = 2;\n");
  assert.throws(() => onDemandExports(index, require), /an export this reader does not know/);
  fs.writeFileSync(index, "var a = require('./a.cjs');\n\nexports.a = a.a;\n");
  assert.equal(onDemandExports(index, require).a, 1);
});
