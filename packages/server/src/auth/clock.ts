/** Milliseconds since the epoch; injected so tests can move time (expiries, rate-limit windows). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
