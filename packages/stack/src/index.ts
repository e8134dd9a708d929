// The stack's public face is its commands (src/cli); benches reuse where the repository is, the API process and its
// wait, and the static server (to serve builds on their own ports beside a dev stack).
export { REPO_ROOT } from './paths';
export { startApi, waitForApi } from './apiProcess';
export { startStaticServer } from './staticServer';
