import { io as connect, type Socket } from 'socket.io-client';

/**
 * A socket.io client on `url` over a WebSocket only (what the product's client tries first), signed in with `token`;
 * resolves once the API confirms the authentication. The caller closes it.
 */
export async function authenticatedSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket sem autenticação')), 10_000);
      socket.once('authenticated', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.emit('authentication', { token });
    });
  } catch (error) {
    socket.close();
    throw error;
  }
  return socket;
}
