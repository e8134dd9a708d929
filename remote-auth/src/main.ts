// The async boundary: shared singletons are negotiated before this remote's code runs, standalone or in the host.
import('./bootstrap');
