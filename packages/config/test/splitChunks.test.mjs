import assert from 'node:assert/strict';
import { test } from 'node:test';
import { partOf } from '../splitChunks.mjs';

/** A module of the given class (webpack's chunk graph names them by constructor) with some fields. */
function moduleOf(className, fields = {}) {
  class Module {}
  Object.defineProperty(Module, 'name', { value: className });
  return Object.assign(new Module(), fields);
}
const provide = (key) => moduleOf('ProvideSharedModule', { _name: key });
/** A chunk in one chunk group per origin module. */
const chunkIn = (...origins) => ({ groupsIterable: origins.map((module) => ({ origins: [{ module }] })) });

test("a module of a remote part's chunks goes to the earliest part holding it; the host's own modules to none", () => {
  assert.equal(partOf([chunkIn(provide('@mantine/core:shell'))]), 'shell');
  assert.equal(partOf([chunkIn(provide('@mantine/core'))]), 'union', "the package's own key is the union");
  assert.equal(partOf([chunkIn(provide('@mantine/core')), chunkIn(provide('@erp/ui:shell'))]), 'shell');
  // The login part is eager (in `main`): never a part of its own; a lazy page or a fallback is not a part either.
  assert.equal(partOf([chunkIn(provide('@mantine/core:login'))]), undefined);
  assert.equal(partOf([chunkIn(moduleOf('NormalModule'))]), undefined);
  assert.equal(
    partOf([chunkIn(moduleOf('ConsumeSharedModule', { options: { shareKey: 'react' } }))]),
    undefined,
  );
});
