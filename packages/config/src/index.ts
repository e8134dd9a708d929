// The build configuration (webpack.mjs, shared.mjs, eslint.mjs, jest.preset.cjs) is plain JavaScript because the tools
// load it before any TypeScript compiler runs; this index exposes the constants TypeScript code may need.
export const SYSTEM_HEADER = 'sistema';
