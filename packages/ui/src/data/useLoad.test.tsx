import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './useLoad';

describe('useLoad', () => {
  it('loads, shows the data, and loads again on reload', async () => {
    let calls = 0;
    const { result } = renderHook(() => useLoad('vendedores', async () => (calls += 1)));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(result.current.loading).toBe(false);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('renders a screen once as it mounts and starts loading (no second render for the same state)', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useLoad('x', () => new Promise<string>(() => undefined));
    });
    expect(renders).toBe(1);
  });

  it('aborts the load of a key that changed and never shows its late answer', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: Array<(value: string) => void> = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoad(key, (signal) => {
          signals.push(signal);
          return new Promise<string>((resolve) => resolvers.push(resolve));
        }),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => {
      resolvers[1]?.('b');
      resolvers[0]?.('a');
    });
    expect(result.current.data).toBe('b');
  });

  it('keeps the error for the screen to show, and clears it on a successful reload', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useLoad('x', async () => {
        if (fail) throw new Error('falhou');
        return 'ok';
      }),
    );
    await waitFor(() => expect(result.current.error).toEqual(new Error('falhou')));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeUndefined();
  });

  it('loads nothing while disabled, and loads once enabled', async () => {
    const fetcher = jest.fn(async () => 'ok');
    const { result, rerender } = renderHook(({ enabled }) => useLoad('x', fetcher, { enabled }), {
      initialProps: { enabled: false },
    });
    expect(result.current.loading).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('aborts the load when the screen goes', () => {
    const signals: AbortSignal[] = [];
    const { unmount } = renderHook(() =>
      useLoad('x', (signal) => {
        signals.push(signal);
        return new Promise<string>(() => {});
      }),
    );
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('shows data the screen already has without loading again', async () => {
    const fetcher = jest.fn(async () => [1, 2]);
    const { result } = renderHook(() => useLoad('x', fetcher));
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    act(() => result.current.setData((current) => [...(current ?? []), 3]));
    expect(result.current.data).toEqual([1, 2, 3]);
    act(() => result.current.setData([9]));
    expect(result.current.data).toEqual([9]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the data a screen mounts with in its first render, and loads only on reload or for another key', async () => {
    const fetcher = jest.fn(async (): Promise<string> => 'lido');
    const shown: Array<string | undefined> = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const load = useLoad(key, fetcher, { initialData: 'já lido' });
        shown.push(load.loading ? 'carregando' : load.data);
        return load;
      },
      { initialProps: { key: 'a' } },
    );
    expect(shown).toEqual(['já lido']);
    expect(fetcher).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    rerender({ key: 'b' });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe('lido');
  });
});
