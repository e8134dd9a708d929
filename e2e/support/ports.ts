/**
 * The API of the stack under test. CONTRACT's port 3000 unless the stack's own API_PORT moves it: the `pnpm dev` suite
 * can run beside another stack (its config follows HOST_PORT and the areas' ports the same way).
 */
export const API_ORIGIN = `http://localhost:${Number(process.env.API_PORT) || 3000}`;
