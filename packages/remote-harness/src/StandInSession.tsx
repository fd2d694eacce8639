import { useState } from 'react';
import { useRole, useSession } from '@council/shared-auth';

const DEMO_ACCOUNTS = { admin: 'admin@demo.local', user: 'citizen@demo.local' } as const;

/** Signs a developer in with the demo account of a role, against the real API. */
export function StandInSession({ role }: { role: 'admin' | 'user' }) {
  const login = useSession((state) => state.login);
  const signedInAs = useRole();
  const [failure, setFailure] = useState<string | null>(null);
  if (signedInAs === role) return null;
  const signIn = () => {
    login(DEMO_ACCOUNTS[role], 'demo-password').then(
      () => setFailure(null),
      (error: unknown) => setFailure(String(error)),
    );
  };
  return (
    <aside style={{ padding: '0.5rem', background: '#fff3cd' }}>
      <button type="button" onClick={signIn}>
        Stand-in sign-in as the demo {role}
      </button>
      {failure && <span role="alert"> {failure}</span>}
    </aside>
  );
}
