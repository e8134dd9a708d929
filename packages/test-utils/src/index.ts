export { renderWithProviders } from './renderWithProviders';
export { fixtures } from './fixtures';
