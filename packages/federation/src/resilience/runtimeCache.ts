interface FederationGlobal {
  __FEDERATION__?: { __MANIFEST_LOADING__?: Record<string, unknown> };
}

/**
 * Makes the federation runtime fetch a remote's manifest again. The runtime forgets a failed entry script and a
 * manifest it could not fetch or parse, but it keeps the rejected promise of a manifest that parsed and then failed
 * its checks (module-federation/core's "cached failed promise" problem), and every retry would get that same
 * rejection without asking the remote. A manifest that did load stays in the runtime's own manifest cache, so
 * forgetting its promise costs no request.
 */
export function forgetManifestLoad(entry: string): void {
  const loading = (globalThis as FederationGlobal).__FEDERATION__?.__MANIFEST_LOADING__;
  if (loading) delete loading[entry];
}
