import { createContext, useContext, useSyncExternalStore } from 'react';
import { personNameOf, useSession } from '@council/shared-auth';

/**
 * The token of the session a server renders a page for (the session cookie's), to the header
 * below it; as RenderedRoleProvider does for the role. Never set in the browser.
 */
const RenderedToken = createContext<string | null | undefined>(undefined);
export const RenderedTokenProvider = RenderedToken.Provider;

const currentToken = () => useSession.getState().token;

/**
 * The name of the person signed in (personNameOf), or null. As useRole: the store as it is now,
 * hydration included (the shell hydrates only a page rendered for this session), or the server's
 * rendered session.
 */
export function useSignedInName(): string | null {
  const rendered = useContext(RenderedToken);
  const stored = useSyncExternalStore(useSession.subscribe, currentToken, currentToken);
  const token = rendered === undefined ? stored : rendered;
  return token ? personNameOf(token) : null;
}
