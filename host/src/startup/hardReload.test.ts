import { localCache } from '@erp/session';
import { clearCacheOnHardReload } from './hardReload';

describe('clearCacheOnHardReload', () => {
  it('clears the local cache on Ctrl+F5 and only then', () => {
    const target = new EventTarget();
    clearCacheOnHardReload(target as unknown as Window);
    localCache.set('config', { a: 1 }, 60_000);
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'F5' }));
    expect(localCache.get('config')).toEqual({ a: 1 });
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'F5', ctrlKey: true }));
    expect(localCache.get('config')).toBeUndefined();
  });
});
