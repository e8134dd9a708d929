import { FakeSocket } from './fakeSocket';

describe('FakeSocket', () => {
  it('plays a pushed event to its listeners until they stop listening', () => {
    const socket = new FakeSocket();
    const seen: unknown[] = [];
    const handler = (payload: unknown) => seen.push(payload);
    socket.on('alerta', handler);
    expect(socket.listeners('alerta')).toBe(1);
    socket.push('alerta', { id: 1 });
    socket.push('outro', { id: 2 });
    socket.off('alerta', handler);
    socket.push('alerta', { id: 3 });
    expect(seen).toEqual([{ id: 1 }]);
    expect(socket.listeners('alerta')).toBe(0);
  });
});
