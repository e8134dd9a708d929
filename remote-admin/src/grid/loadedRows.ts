/**
 * A grid's rows from a load (`useLoad`): the last answer stays on screen while it reloads, and the grid shows its
 * loader only until the first answer.
 */
export function loadedRows<T>(load: { data?: T[]; loading: boolean }): { data: T[]; loading: boolean } {
  return { data: load.data ?? [], loading: load.loading && !load.data };
}
