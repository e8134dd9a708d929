// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs at import time. Until the shared
// jest.dom-setup in @erp/config provides them, packages that render routes add this file.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
