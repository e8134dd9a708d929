import { act, cleanup, renderHook } from '@testing-library/react';
import { useAfterIdle } from './useAfterIdle';

type IdleCallback = () => void;

describe('useAfterIdle', () => {
  let idleCallbacks: IdleCallback[];
  let cancelled: number[];

  beforeEach(() => {
    idleCallbacks = [];
    cancelled = [];
    Object.assign(window, {
      requestIdleCallback: (run: IdleCallback) => idleCallbacks.push(run),
      cancelIdleCallback: (id: number) => cancelled.push(id),
    });
  });

  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('is false until the browser has been idle once, then true', () => {
    const { result } = renderHook(useAfterIdle);
    expect(result.current[0]).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]?.());
    expect(result.current[0]).toBe(true);
  });

  it('is true at once when now() is called first (the user asked before the page was idle)', () => {
    const { result } = renderHook(useAfterIdle);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });

  it('gives up its idle callback when the component goes away', () => {
    const { unmount } = renderHook(useAfterIdle);
    unmount();
    expect(cancelled).toEqual([1]);
  });

  it('waits 200 ms where the browser has no idle callbacks', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    jest.useFakeTimers();
    try {
      const { result } = renderHook(useAfterIdle);
      act(() => jest.advanceTimersByTime(199));
      expect(result.current[0]).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current[0]).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
