export { RemoteModule } from './RemoteModule';
export { loadBrand } from './loadBrand';
export { mountStandalone } from './mountStandalone';
export { prefetchAreas } from './prefetchAreas';
