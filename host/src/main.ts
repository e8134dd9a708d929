// No async boundary: the host's own shared singletons (React, the session store, the API client…) are eager
// (packages/config/tiers.mjs), in this entry chunk and registered in the share scope before this module runs, so
// start-up is one file. Remotes loaded later take them from the share scope.
import './bootstrap';
