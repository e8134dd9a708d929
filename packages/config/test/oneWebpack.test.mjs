import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { workspaceDirs } from '../workspaceDirs.cjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The folder of the webpack a package resolves (pnpm installs one folder per set of peer dependencies). */
function webpackOf(fromFile) {
  return fs.realpathSync(path.dirname(createRequire(fromFile).resolve('webpack/package.json')));
}

// The apps are built by webpack-cli, which runs its own `webpack`; this package's factory and plugins (and Module
// Federation, loaded from here) use the `webpack` this package resolves. When pnpm gives the two different peer sets
// they are two copies, and the filesystem cache cannot serialise one copy's modules with the other's serialisers:
// every build skipped its cache ("No serializer registered for ConstDependency / ConsumeSharedModule") and rebuilt
// from nothing. The root's `postcss` and this package's `webpack-cli` make the peer sets the same.
test("every app's webpack-cli runs the same webpack this package's factory uses", () => {
  const factoryWebpack = webpackOf(path.join(import.meta.dirname, '../webpack.mjs'));
  const apps = workspaceDirs(ROOT, 'webpack.config.mjs');
  assert.ok(apps.length >= 6, `apps found: ${apps.join(', ')}`);
  for (const app of apps) {
    const cli = createRequire(path.join(ROOT, app, 'package.json')).resolve('webpack-cli/package.json');
    assert.equal(webpackOf(cli), factoryWebpack, `${app}: webpack-cli runs another copy of webpack`);
  }
});
