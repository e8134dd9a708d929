import type {
  FilialSelecionada,
  LoginResponse,
  RemoteRelease,
  UserInfo,
  WhiteLabelConfig,
} from '@erp/domain';
import type { Query } from './http/query';
import type { RealtimeSocket, SocketFactory } from './realtime/realtimeSocket';
import type { HttpMethod, ResponseCache, Schema } from './types';

/** What the host gives the client once at start-up. */
export interface ApiClientOptions {
  /** The brand's API_ENDPOINT, e.g. `http://localhost:3000/api/`. */
  endpoint: string;
  /** The current session token (read on every call, so a login or logout needs no new client). */
  getToken(): string | null;
  /** Called when an authenticated call answers 401 (expired or revoked token). */
  onUnauthorized?(): void;
  /** Where cached GETs are kept; without it nothing is cached. */
  cache?: ResponseCache;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Replaces socket.io's `io` (tests). */
  socketFactory?: SocketFactory;
  /** Per-request time limit in ms (30 s by default). */
  timeoutMs?: number;
}

/** Options of the generic calls. */
export interface CallOptions {
  query?: Query;
  /** No Authorization header. */
  public?: boolean;
  /** This token instead of the session's; its 401 does not end the session (see the transport's `token`). */
  token?: string;
  /** Cache the parsed answer this long (GET only, when the client has a cache). */
  cacheTtl?: number;
  signal?: AbortSignal;
}

/** Options of a streaming (ndjson) call. */
export interface StreamInit {
  method?: HttpMethod;
  body?: unknown;
  query?: Query;
  public?: boolean;
  signal?: AbortSignal;
}

/** Every call the client areas make, each answer parsed at the edge. */
export interface ApiClient {
  /** The endpoint the client talks to. */
  readonly endpoint: string;
  ping(): Promise<void>;
  login(body: { email: string; password: string }): Promise<LoginResponse>;
  logout(): Promise<void>;
  /** POST Usuarios/reset `{ sistema: 'novoerp', email }`. */
  requestPasswordReset(email: string): Promise<void>;
  /** POST {server root}reset-password?access_token=; 410 when the link was already used. */
  resetPassword(accessToken: string, body: { password: string; confirmar: string }): Promise<void>;
  primeiroAcesso(body: { token: string; password: string; confirmar: string }): Promise<LoginResponse>;
  changePassword(body: { userId: number; senhaAntiga: string; senhaNova: string }): Promise<void>;
  /** Cached 1 hour. */
  getUserInfo(): Promise<UserInfo>;
  /** Cached 1 hour. */
  getSelectedBranch(): Promise<FilialSelecionada>;
  verifyBranch(): Promise<{ valida: boolean }>;
  /**
   * The brand's configuration by idConfig (first item of the filtered list); cached 1 hour. A cached answer is
   * checked with the server in the background, and `onChange` hears a brand its administrators changed since, so
   * their users see the change on their next load instead of an hour later.
   */
  configByIdConfig(idConfig: number, onChange?: (fresh: WhiteLabelConfig) => void): Promise<WhiteLabelConfig>;
  /** Cached 1 hour. */
  configById(id: number): Promise<WhiteLabelConfig>;
  /**
   * The brand's remote registry; never cached, so a rollback shows at the next load. `visitante` (the browser's
   * stable id) keeps a canary with the same visitors.
   */
  remotes(idConfig: number, visitante?: string): Promise<RemoteRelease[]>;
  get<T>(path: string, schema: Schema<T>, options?: CallOptions): Promise<T>;
  post<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>;
  put<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>;
  patch<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>;
  /** DELETE; the answer's body is ignored. */
  delete(path: string, options?: CallOptions): Promise<void>;
  /** Sends a call whose answer has no body (204). */
  send(method: HttpMethod, path: string, body?: unknown, options?: CallOptions): Promise<void>;
  /** ndjson streaming (Accept: application/x-ndjson): yields each parsed line as it arrives. */
  stream(path: string, init?: StreamInit): AsyncIterable<unknown>;
  /** The realtime socket on the API origin (one per client, opened on first use). */
  socket(): RealtimeSocket;
  /** Drops cached reads of the model of a path (after changes made elsewhere). */
  invalidateCache(path: string): void;
}
