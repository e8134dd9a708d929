// @ts-check
import MinimizerPlugin from 'minimizer-webpack-plugin';

/**
 * The minimizers' `parallel` option: in the build's own process, not in worker processes of their own. swc minifies
 * on Node's thread pool either way; a worker process was started for each build (two per build with CSS's), loading
 * swc and cssnano anew, and the stack builds two apps at a time on their own cores anyway (packages/stack's build.ts,
 * whose build workers load them once). Measured on the e2e stack's seven builds: 105–115 → 99 CPU-s, the same files.
 */
export const MINIMIZE_IN_PROCESS = { parallel: false };

/**
 * The JS minimizer of every build here (apps, monolith twin, runtime provider): swc instead of webpack's default
 * terser. A remote builds in half the time (remote-shell 53-81 s -> 35-38 s from an empty cache) for the same bytes on
 * the wire (343.8 -> 342.2 KB brotli); builds are most of a fresh `pnpm start` (issue 17's 90 s budget).
 */
export function jsMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, ...MINIMIZE_IN_PROCESS });
}
