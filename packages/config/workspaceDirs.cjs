// The package folders of the workspace (the top-level apps and packages/*) that carry a given config file: the one
// list behind the root's one-run configs (jest.config.cjs, eslint.config.mjs), so a new package is picked up by both
// without editing either.
const fs = require('node:fs');
const path = require('node:path');

/** Folders, relative to `root`, holding `marker` (e.g. `jest.config.cjs`). */
function workspaceDirs(root, marker) {
  const topLevel = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => name !== 'packages' && name !== 'node_modules');
  const packages = fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`);
  return [...topLevel, ...packages].filter((dir) => fs.existsSync(path.join(root, dir, marker))).sort();
}

module.exports = { workspaceDirs };
