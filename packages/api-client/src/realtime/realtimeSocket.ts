import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import * as v from 'valibot';
import { AlertEventSchema, ReportEventSchema, type AlertEvent, type ReportEvent } from '../schemas';

/** Creates the socket.io connection; replaceable in tests. */
export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;

type Handler = (payload: unknown) => void;

/** The realtime channel of the API: alerts and report results. */
export interface RealtimeSocket {
  /** Listens to any server event; returns the function that stops listening. */
  on(event: string, handler: Handler): () => void;
  off(event: string, handler: Handler): void;
  /** A pushed alert (parsed); with an id prepend it, without one reload the list. */
  onAlert(handler: (alert: AlertEvent) => void): () => void;
  /** Results of a report job: `{event}-pdf` and `{event}-xlsx`. */
  onReport(event: string, handler: (result: ReportEvent, format: 'pdf' | 'xlsx') => void): () => void;
  /** Closes the connection (logout); `connect()` opens it again. */
  disconnect(): void;
  connect(): void;
}

export interface RealtimeOptions {
  endpoint: string;
  getToken(): string | null;
  /** Given: the socket is created at once with it (tests). */
  socketFactory?: SocketFactory;
  /** Otherwise the factory is loaded with this, by default socket.io-client's own chunk. */
  loadSocketFactory?: () => Promise<SocketFactory>;
}

/**
 * socket.io-client (~13 KB compressed) is fetched the first time a screen asks for the socket: the sign-in, recovery
 * and sign-up routes never open one, so they never download it.
 */
const loadSocketIo = (): Promise<SocketFactory> =>
  import(/* webpackChunkName: "socket-io" */ 'socket.io-client').then((module) => module.io);

/**
 * A WebSocket first: one TCP connection that stays on the API machine it reached, so a round-robin load balancer
 * needs no sticky sessions for it. Where WebSockets are blocked (some corporate proxies), HTTP long-polling instead
 * (`tryAllTransports`: without it socket.io only retries the WebSocket); polling's requests must then all reach the
 * same machine, which is when the load balancer needs sticky sessions (README "Several API machines").
 */
const REALTIME_TRANSPORTS: Partial<ManagerOptions & SocketOptions> = {
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};

/**
 * Connects to the API origin (the endpoint without its path) and authenticates on every (re)connection. Until the
 * client library has arrived, what callers do (listen, stop listening, disconnect) is queued and replayed in order,
 * so a caller never has to wait for it. If it cannot be loaded the app keeps working without pushes (the screens
 * that need them poll).
 */
export function createRealtimeSocket(options: RealtimeOptions): RealtimeSocket {
  let socket: Socket | null = null;
  const queued: Array<(socket: Socket) => void> = [];
  const withSocket = (action: (socket: Socket) => void): void => {
    if (socket) action(socket);
    else queued.push(action);
  };

  const open = (factory: SocketFactory): void => {
    const opened = factory(new URL(options.endpoint).origin, REALTIME_TRANSPORTS);
    // `connect` fires again after every automatic reconnection, and the server forgets the old authentication.
    opened.on('connect', () => {
      const token = options.getToken();
      if (token) opened.emit('authentication', { token });
    });
    // An unauthorized answer only means no pushes for this token; the HTTP calls decide about the session.
    opened.on('unauthorized', (reason: unknown) => console.warn('Realtime: autenticação recusada', reason));
    socket = opened;
    for (const action of queued.splice(0)) action(opened);
  };

  if (options.socketFactory) open(options.socketFactory);
  else
    (options.loadSocketFactory ?? loadSocketIo)().then(open, (error: unknown) =>
      console.warn('Realtime: não foi possível carregar o cliente de tempo real', error),
    );

  function listen<T>(
    event: string,
    schema: v.GenericSchema<unknown, T>,
    handler: (value: T) => void,
  ): () => void {
    const wrapped = (payload: unknown): void => {
      const result = v.safeParse(schema, payload);
      if (result.success) handler(result.output);
      else console.warn(`Realtime: evento ${event} com formato inesperado`, payload);
    };
    withSocket((s) => s.on(event, wrapped));
    return () => withSocket((s) => s.off(event, wrapped));
  }

  return {
    on(event, handler) {
      withSocket((s) => s.on(event, handler));
      return () => withSocket((s) => s.off(event, handler));
    },
    off(event, handler) {
      withSocket((s) => s.off(event, handler));
    },
    onAlert: (handler) => listen('alerta', AlertEventSchema, handler),
    onReport(event, handler) {
      const stopPdf = listen(`${event}-pdf`, ReportEventSchema, (result) => handler(result, 'pdf'));
      const stopXlsx = listen(`${event}-xlsx`, ReportEventSchema, (result) => handler(result, 'xlsx'));
      return () => {
        stopPdf();
        stopXlsx();
      };
    },
    disconnect: () => withSocket((s) => s.disconnect()),
    connect: () => withSocket((s) => s.connect()),
  };
}
