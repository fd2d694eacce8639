import { createContext } from 'react';
import type { RemoteName } from '@council/site-config';
import type { Screen } from './federation';
import { lazyScreen } from './lazyScreen';

/**
 * Where RemoteSlot gets a remote's screen component: in the browser, loaded from the remote; in
 * the server's render of the page frame, a marker that the remote's own render replaces.
 */
export type ScreenSource = (remote: RemoteName, module: string, attempt: number) => Screen;

export const ScreenSourceContext = createContext<ScreenSource>(lazyScreen);
