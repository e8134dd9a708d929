export { renderWithProviders, type RenderWithProvidersOptions } from './renderWithProviders';
export { fixtures } from './fixtures';
