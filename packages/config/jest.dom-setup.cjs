// Browser APIs that jsdom lacks but Mantine uses.
require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default: on a two-core machine running two test files at once a screen's first
// render can take longer, and such a failure says nothing about the screen. What a test waits for is unchanged.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

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
