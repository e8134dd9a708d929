export { RemoteModule } from './RemoteModule';
export { loadBrand } from './loadBrand';
export { loadSharedFor } from './sharedForArea';
export { mountStandalone } from './mountStandalone';
export { prefetchAreas } from './prefetchAreas';
export { useAfterIdle } from './useAfterIdle';
export { RemoteOverrideBanner } from './overrides/RemoteOverrideBanner';
export type { OverrideState as RemoteOverrideState } from './overrides/resolveOverrides';
