// The async boundary: shared singletons (React, the session store, the API client) are negotiated with the remotes
// before any of them is evaluated.
import('./bootstrap');
