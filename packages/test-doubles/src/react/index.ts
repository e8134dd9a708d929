// The React half of the test doubles (`@erp/test-doubles/react`): rendering as the host does. A separate entry so the
// React-free tests (the API client's, the data grid's) never load Mantine, the router and Testing Library.
export { renderWithProviders } from './renderWithProviders';
export { pasteInto } from './pasteInto';
export { fixtures } from '../fixtures';
