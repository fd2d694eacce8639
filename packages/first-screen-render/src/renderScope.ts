import { AsyncLocalStorage } from 'node:async_hooks';

/** What one render knows of the visitor it renders for. */
interface RenderScope {
  /** The visitor's session token, which the render's admin and user calls carry; null: none. */
  token: string | null;
}

// Renders for different visitors run at once in one process: each one's token lives in its own
// asynchronous scope (every call the render makes, however deep, runs inside it), never in a
// global that another render could read or overwrite.
const scope = new AsyncLocalStorage<RenderScope>();

/** Runs `render` for a visitor: the calls it makes carry `token` (none when null). */
export function inVisitorScope<T>(token: string | null, render: () => Promise<T>): Promise<T> {
  return scope.run({ token }, render);
}

/**
 * The token of the render this runs in: the source the API client reads tokens from on a server
 * (shared-auth's readTokensFrom). Null outside any render, and for a visitor not signed in.
 */
export function tokenOfRender(): string | null {
  return scope.getStore()?.token ?? null;
}
