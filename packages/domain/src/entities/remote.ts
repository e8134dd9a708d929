/** The areas of the product; each is served by one remote container, chosen per brand. */
export type RemoteArea = 'auth' | 'signup' | 'shell' | 'reports' | 'admin';

/** One entry of the remote registry (`GET /api/remotes?idConfig=`). */
export interface RemoteRelease {
  /** Module Federation container name, e.g. `signup_acme`. */
  name: string;
  /** The area this container serves for the brand, e.g. `signup`. */
  area: RemoteArea;
  /** URL of the version's `mf-manifest.json`: immutable per version. */
  entry: string;
  version: string;
}
