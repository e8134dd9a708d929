import type { LoginUser, StorageType, UserInfo, WhiteLabelConfig } from '@erp/domain';

/** Where the session token is kept: localStorage survives the browser closing, sessionStorage does not. */
export type { StorageType };

/** An administrator looking at one company's main area, read-only, and the own session to go back to. */
export interface ClientView {
  empresaId: number;
  /** The company's name, for the shell's bar. */
  nome: string;
  /** The administrator's own session, restored by `leaveClientView`. */
  admin: { token: string; loginUser: LoginUser | null; user: UserInfo | null };
}

/** The signed-in session and the brand, shared by the host and every remote. */
export interface SessionState {
  /** The raw session token (LoopBack access token id), sent as `Authorization`. */
  token: string | null;
  /** Which storage keeps the token; itself remembered in localStorage. */
  storageType: StorageType;
  /** Full user info (`getUserInfo`). */
  user: UserInfo | null;
  /** The user object of the login answer. */
  loginUser: LoginUser | null;
  /** The brand's configuration, loaded at start-up; kept across logouts. */
  config: WhiteLabelConfig | null;
  /** The API endpoint of the brand (from the API list). */
  apiEndpoint: string | null;
  /** Stores the token and login user; a different token drops the previous user info. */
  signIn(input: { token: string; loginUser: LoginUser; storageType?: StorageType }): void;
  /** Stores the full user info. */
  setUser(user: UserInfo): void;
  /** Stores the brand's configuration and its API endpoint. */
  setConfig(config: WhiteLabelConfig, apiEndpoint: string): void;
  /** Switches storage; the persisted session moves to the new storage. */
  setStorageType(storageType: StorageType): void;
  /** The client view in progress, or null. */
  clientView: ClientView | null;
  /**
   * Switches to a client-view token (read-only session bound to a company), keeping the current session to return to.
   * Opening another company while in a view keeps the original administrator session.
   */
  enterClientView(input: { token: string; empresa: { id: number; nome: string } }): void;
  /** Ends the client view: the administrator's own token, login user and user info come back. */
  leaveClientView(): void;
  /** Clears token, user info, any client view and every cached entry; keeps the brand configuration. */
  logout(): void;
}

/** The persisted part of the session. */
export type PersistedSession = Pick<
  SessionState,
  'token' | 'loginUser' | 'user' | 'storageType' | 'clientView'
>;
