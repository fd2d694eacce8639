import { Suspense, useCallback, useContext, useEffect, useState } from 'react';
import type { RemoteName } from '@council/site-config';
import { screenArrival } from './lazyScreen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { ScreenLive } from './ScreenLive';
import { ScreenLoading } from './ScreenLoading';
import { ScreenSourceContext } from './ScreenSource';

interface RemoteSlotProps {
  remote: RemoteName;
  module: string;
  screenProps?: Record<string, string>;
}

/** Shows one screen of a remote, contained: a remote that is down or throws does not take the page. */
export function RemoteSlot({ remote, module, screenProps = {} }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const screenFor = useContext(ScreenSourceContext);
  const Screen = screenFor(remote, module, attempt);
  const onLoadingShown = useShownOnArrival(remote, module, attempt);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading onShown={onLoadingShown} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached in lazyScreen, identity stable */}
        <Screen {...screenProps} />
        <ScreenLive />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * React reveals content that arrives after a Suspense fallback no sooner than 300 ms after that
 * fallback was shown (its throttle, so that many boundaries do not pop in one by one); a screen
 * whose code came 20 ms after its loading text would wait the rest for nothing. Once the loading
 * text has been shown, the slot renders again as the code arrives: an ordinary update, which
 * React commits at once. Returns the callback for the loading text to call when shown.
 */
function useShownOnArrival(remote: RemoteName, module: string, attempt: number) {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const arrived = () => {
      if (current) setWaiting(false);
    };
    // A failure is the error boundary's to show; this only ends the wait.
    void (screenArrival(remote, module, attempt) ?? Promise.resolve()).then(arrived, arrived);
    return () => {
      current = false;
    };
  }, [waiting, remote, module, attempt]);
  return useCallback(() => setWaiting(true), []);
}
