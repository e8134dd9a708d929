// Browser APIs that jsdom lacks but Mantine uses.
require('@testing-library/jest-dom');
const path = require('node:path');

// findBy*/waitFor give up after 1 s by default: on a two-core machine running two test files at once a screen's first
// render can take longer, and such a failure says nothing about the screen. What a test waits for is unchanged.
const testingLibrary = require('@testing-library/dom');
testingLibrary.configure({ asyncUtilTimeout: 5000 });

// A failed getBy* error carries a print of the whole DOM. findBy*/waitFor retry their query on every DOM change and
// keep only the last error, so printing each one cost ~4% of a screen test's CPU for text nobody reads. Inside those
// retries (Testing Library's own flag) the print is made when the message is first read: waitFor reads it when it
// gives up, the moment the error becomes the test's. Outside them, errors are printed at once, as by default.
const defaultElementError = testingLibrary.getConfig().getElementError;
testingLibrary.configure({
  getElementError(message, container) {
    if (!testingLibrary.getConfig()._disableExpensiveErrorDiagnostics) {
      return defaultElementError(message, container);
    }
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (printed ??= defaultElementError(message, container).message),
    });
    return error;
  },
});

// React's development build records, for each of the first 10,000 elements of every render, the stack that created it
// (a captured Error and a console task: 10-20 % of a screen test's CPU), only to print it with its warnings. Tests read
// no such stack; React stops recording past that count, so the count is held there. Warnings still print, without it.
const reactInternals = require(
  require.resolve('react', { paths: [path.join(__dirname, '../ui')] }),
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => {} });

// A test file of a jsdom package may run in Node instead (`@jest-environment node` in its docblock): no window then.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.HTMLElement.prototype.scrollIntoView) window.HTMLElement.prototype.scrollIntoView = () => {};
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}
// jsdom has no TextEncoder/TextDecoder; react-router 7 and ky need them when they load.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
