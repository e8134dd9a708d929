export { RemoteModule } from './RemoteModule';
export { registerReleases } from './registry';
export { loadBrand, type Brand } from './loadBrand';
export { mountStandalone } from './mountStandalone';
