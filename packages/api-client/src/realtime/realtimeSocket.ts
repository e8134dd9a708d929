import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
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
  socketFactory?: SocketFactory;
}

/** Connects to the API origin (the endpoint without its path) and authenticates on every (re)connection. */
export function createRealtimeSocket(options: RealtimeOptions): RealtimeSocket {
  const socket = (options.socketFactory ?? io)(new URL(options.endpoint).origin, {
    transports: ['websocket', 'polling'],
  });

  // `connect` fires again after every automatic reconnection, and the server forgets the old authentication.
  socket.on('connect', () => {
    const token = options.getToken();
    if (token) socket.emit('authentication', { token });
  });
  // An unauthorized answer only means no pushes for this token; the HTTP calls decide about the session.
  socket.on('unauthorized', (reason: unknown) => console.warn('Realtime: autenticação recusada', reason));

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
    socket.on(event, wrapped);
    return () => socket.off(event, wrapped);
  }

  return {
    on(event, handler) {
      socket.on(event, handler);
      return () => socket.off(event, handler);
    },
    off(event, handler) {
      socket.off(event, handler);
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
    disconnect: () => socket.disconnect(),
    connect: () => socket.connect(),
  };
}
