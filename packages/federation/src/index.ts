export { RemoteModule } from './RemoteModule';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { registerReleases, releaseFor, registeredReleases } from './registry';
export { loadExposedComponent, RemoteLoadError, REMOTE_LOAD_TIMEOUT_MS } from './loadExposed';
export { mountStandalone } from './mountStandalone';
export { loadBrand, type Brand } from './loadBrand';
