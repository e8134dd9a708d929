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
  /**
   * Signed proof that the registry served this version to the visitor who asked (`?visitante=`): the host echoes it
   * with its load reports, and only reports carrying it count for a canary.
   */
  ticket?: string;
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

/**
 * Every module each area exposes and its props: `Routes` for every area, plus the pieces one area lends another (the
 * reports area's modal in the shell's header). Whoever loads a module and the remote that exposes it both read this.
 */
export type ExposedModuleProps = {
  [A in RemoteArea]: { Routes: ExposedRoutesProps[A] };
} & {
  reports: {
    /** The exported reports modal (spec 001 §2); the shell's header owns its button and open state. */
    RelatoriosExportados: { opened: boolean; onClose(): void };
  };
};

/** An exposed module that takes no props. */
type NoProps = Record<string, never>;
