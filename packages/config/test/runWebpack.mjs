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
