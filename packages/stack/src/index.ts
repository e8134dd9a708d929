// The stack's public face is its commands (src/cli); benches reuse where the repository is and the API wait.
export { REPO_ROOT } from './paths';
export { waitForApi } from './apiProcess';
