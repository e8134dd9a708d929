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

/**
 * The props of each area's exposed `Routes`: the one contract between whoever mounts an area (the host's route table,
 * the shell, the auth area) and the remote that serves it. Both sides use it, so a mismatch fails the type check.
 */
export interface ExposedRoutesProps {
  auth: NoProps;
  signup: {
    /** The `cadastrar-erp` variant (spec 000 §2): the sign-up creates no billing-system record. */
    skipBillingRecord?: boolean;
  };
  shell: {
    /** Which address prefix the host mounted the shell under. */
    mount?: 'pages' | 'administrador' | 'planos';
  };
  reports: NoProps;
  admin: NoProps;
}

/** An exposed module that takes no props. */
type NoProps = Record<string, never>;
