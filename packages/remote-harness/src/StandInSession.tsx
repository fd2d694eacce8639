import { useState } from 'react';
import { useRole, useSession, type Role } from '@council/shared-auth';

const DEMO_ACCOUNTS: Record<Role, string> = {
  admin: 'admin@demo.local',
  officer: 'officer@demo.local',
  user: 'citizen@demo.local',
};

/** Signs a developer in with the demo account of a role, against the real API. */
export function StandInSession({ role }: { role: Role }) {
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
