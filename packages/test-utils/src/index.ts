export { renderWithProviders } from './renderWithProviders';
export { fixtures } from '@erp/test-doubles';
