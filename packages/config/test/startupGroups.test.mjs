import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startupGroups, startupLevels } from '../startupGroups.mjs';

/** A module of the given class (webpack's chunk graph names them by constructor) with some fields. */
function moduleOf(className, fields = {}) {
  class Module {}
  Object.defineProperty(Module, 'name', { value: className });
  return Object.assign(new Module(), fields);
}
const provide = (key) => moduleOf('ProvideSharedModule', { _name: key });
const consume = (key) => moduleOf('ConsumeSharedModule', { options: { shareKey: key } });

/** A chunk group with one chunk holding `modules`, created by `origin`, below `children`. */
function group(name, origin, modules = [], children = []) {
  return { name, chunks: [{ modules }], origins: [{ module: origin }], getChildren: () => children };
}

/** What the host's build looks like: React, react-dom (needs React), Mantine (needs both), the bootstrap hop. */
function hostBuild() {
  const react = group('react', provide('react'));
  const reactDom = group('react-dom', provide('react-dom'), [consume('react')]);
  const mantineFallback = group('mantine fallback', consume('m:login'), [
    consume('react'),
    consume('react-dom'),
  ]);
  const mantine = group('mantine', provide('m:login'), [consume('react'), consume('react-dom')]);
  const mantineUnion = group('mantine union', provide('m'), [consume('react')]);
  const lazyPage = group('lazy page', moduleOf('NormalModule'), [consume('m:login')]);
  const bootstrap = group(
    'bootstrap',
    moduleOf('NormalModule'),
    [consume('m:login'), consume('react')],
    [mantineFallback, lazyPage],
  );
  const entry = group(
    'main',
    moduleOf('NormalModule'),
    [],
    [bootstrap, react, reactDom, mantine, mantineUnion],
  );
  const consumes = [bootstrap, reactDom, mantine, mantineFallback].flatMap((g) => g.chunks[0].modules);
  const compilation = {
    namedChunkGroups: new Map([['main', entry]]),
    modules: new Set(consumes),
    chunkGraph: { getChunkModulesIterable: (chunk) => chunk.modules },
  };
  return { compilation, react, reactDom, mantine, mantineFallback, mantineUnion, lazyPage, bootstrap };
}

test('start-up loads the bootstrap hop, the shared modules the host consumes and their fallbacks', () => {
  const build = hostBuild();
  const names = [...startupGroups(build.compilation, 'main')].map((g) => g.name).sort();
  assert.deepEqual(names, ['bootstrap', 'mantine', 'mantine fallback', 'react', 'react-dom']);
  assert.equal(startupGroups(build.compilation, 'other').size, 0);
});

test('a group comes after every shared module it consumes: no chunk may hold a module and what it waits for', () => {
  const build = hostBuild();
  const levels = startupLevels(build.compilation, startupGroups(build.compilation, 'main'));
  const level = (g) => levels.get(g);
  assert.equal(level(build.react), 0);
  assert.equal(level(build.reactDom), 1);
  assert.equal(level(build.mantine), 2);
  assert.equal(level(build.mantineFallback), 2, 'a fallback holds the same modules as its provide');
  assert.equal(level(build.bootstrap), 3);
  assert.equal(levels.has(build.mantineUnion), false);
});
