import { act, renderHook } from '@testing-library/react';
import { useBusyAction } from './useBusyAction';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useBusyAction', () => {
  it('is busy while the action runs and ignores a second submit meanwhile', async () => {
    const pending = deferred();
    const action = jest.fn(() => pending.promise);
    const { result } = renderHook(() => useBusyAction(action, jest.fn()));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(result.current.busy).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('hands a failure to onError and frees the form again', async () => {
    const onError = jest.fn();
    const failure = new Error('recusado');
    const { result } = renderHook(() => useBusyAction(() => Promise.reject(failure), onError));
    await act(() => result.current.run());
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.busy).toBe(false);
  });

  it('passes the submitted values on', async () => {
    const action = jest.fn(async (_email: string) => undefined);
    const { result } = renderHook(() => useBusyAction(action, jest.fn()));
    await act(() => result.current.run('ana@empresa.com'));
    expect(action).toHaveBeenCalledWith('ana@empresa.com');
  });
});
