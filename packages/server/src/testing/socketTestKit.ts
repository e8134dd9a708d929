import { io as connect, type Socket } from 'socket.io-client';

/** socket.io clients of one test file, on a listening test server; `closeAll` in `afterAll`. */
export function socketKit(url: () => string) {
  const sockets: Socket[] = [];
  const open = (): Socket => {
    const socket = connect(url(), { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return socket;
  };
  return {
    open,
    /** A socket signed in with `token`, once the API has confirmed it. */
    async signedIn(token: string): Promise<Socket> {
      const socket = open();
      const authenticated = nextEvent(socket, 'authenticated');
      socket.emit('authentication', { token });
      await authenticated;
      return socket;
    },
    closeAll(): void {
      sockets.forEach((socket) => socket.close());
    },
  };
}

/** The next `event` a socket receives (rejects after 3 s). */
export function nextEvent<T = unknown>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sem o evento ${event}`)), 3000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
