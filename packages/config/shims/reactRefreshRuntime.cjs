// The page's one React Refresh runtime, shared by the host and every area served by a dev server (development.mjs
// says why). Component families are named by the app, so equal module ids of two builds never meet.
/* global __react_refresh_library__ */
'use strict';

const page = globalThis;
const runtime = (page.__erpReactRefreshRuntime ??= require('@erp/react-refresh-runtime-development'));

module.exports = {
  ...runtime,
  injectIntoGlobalHook(target) {
    // Once per page: each app's refresh entry asks, and a second hook would count every commit twice.
    if (page.__erpReactRefreshHooked) return;
    page.__erpReactRefreshHooked = true;
    runtime.injectIntoGlobalHook(target);
  },
  register(type, id) {
    runtime.register(type, `${__react_refresh_library__} ${id}`);
  },
};
