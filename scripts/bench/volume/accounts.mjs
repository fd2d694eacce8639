// The citizens who file the volume's complaints: the demo citizen and a few more, added with
// the API's own add-account command (DECISIONS.md, 'Accounts') on the bench's database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ACCOUNTS } from '../routes.mjs';

const PASSWORD = 'bench-password';

/** `count` citizen accounts (the demo citizen first); adds those missing, returns them all. */
export function benchCitizens({ count, apiRoot, dataDir }) {
  const citizens = [ACCOUNTS.citizen];
  for (let n = 1; n < count; n += 1) {
    citizens.push(
      addAccount({ email: `citizen-${n}@bench.local`, role: 'user' }, apiRoot, dataDir),
    );
  }
  return citizens;
}

/** A grievance officer for the desk's moves (a volume filled before officers existed has none). */
export function benchOfficer({ apiRoot, dataDir }) {
  return addAccount({ email: 'officer@bench.local', role: 'officer' }, apiRoot, dataDir);
}

function addAccount({ email, role }, apiRoot, dataDir) {
  const result = spawnSync(
    process.execPath,
    [path.join(apiRoot, 'cli', 'addAccount.js'), '--email', email, '--role', role],
    {
      env: { ...process.env, DATA_DIR: dataDir, ACCOUNT_PASSWORD: PASSWORD, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 && !/already exists/.test(result.stderr)) {
    throw new Error(`bench: adding ${email} failed: ${result.stderr || result.error}`);
  }
  return { email, password: PASSWORD, role };
}
