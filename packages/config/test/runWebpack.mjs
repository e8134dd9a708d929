import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** Runs one webpack build and closes the compiler; resolves to its stats, rejects on a fatal error only. */
export function runWebpack(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

/** Writes a fixture app: `files` maps paths under `dir` to their text. */
export function writeFiles(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}
