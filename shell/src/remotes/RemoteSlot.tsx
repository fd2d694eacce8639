import { Suspense, useContext, useState } from 'react';
import type { RemoteName } from '@council/site-config';
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
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached in lazyScreen, identity stable */}
        <Screen {...screenProps} />
        <ScreenLive />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
