// `npm start`: install, build and serve the whole site as it is deployed, one process per part.
// `npm run dev` (--dev): the same with webpack dev servers and a reloading API, no build.
import { parseArgs } from 'node:util';
import { ensureInstalled } from './install.mjs';
import { runLerna } from './lerna.mjs';
import { run } from './run.mjs';

const { values: flags } = parseArgs({
  options: {
    install: { type: 'boolean', default: true },
    build: { type: 'boolean', default: true },
    dev: { type: 'boolean', default: false },
  },
  allowNegative: true,
});

async function step(label, action) {
  const code = await action();
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

if (flags.install) await step('npm install', ensureInstalled);
// site.mjs reads @council/site-config, which exists only once the install above has run: on a
// fresh clone, importing it first stopped `npm start` before it could install anything.
const { APPS, MAIL, siteEnv, startSite } = await import('./site.mjs');
if (flags.build && flags.dev) {
  // The dev servers' webpack configs read the site config (and the remotes' screens) through the
  // Node builds of the site config and the static server.
  await step('Building the site config and the static server', () =>
    run('npm', ['run', 'build', '-w', '@council/site-config', '-w', '@council/static-server']),
  );
} else if (flags.build) {
  await step('The production build', () => runLerna(['run', 'build']));
}

const env = siteEnv(process.env);
let site;
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the site...');
  await site?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  site = await startSite({ env, dev: flags.dev });
} catch (error) {
  console.error(`\nThe site did not start: ${error.message}`);
  process.exit(1);
}
for (const handle of site.handles) {
  handle.on('exit', ({ code, signal }) => {
    console.error(`\n${handle.name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    stopAll(1);
  });
}
printWelcome(env);

function printWelcome(env) {
  const rows = [
    ['The site', env.SITE_URL],
    ...Object.entries(APPS)
      .filter(([, app]) => app.kind === 'remote')
      .map(([name, app]) => [name, env[app.urlEnv]]),
    ['api', env.API_URL],
    ...(site.get('mail') ? [['mail inbox', env[MAIL.urlEnv]]] : []),
  ];
  console.log(`\nThe council website is running${flags.dev ? ' (development)' : ''}:`);
  for (const [label, url] of rows) console.log(`  ${label.padEnd(16)}${url}`);
  if ((env.DEMO ?? '1') === '1') {
    const password = env.DEMO_PASSWORD || 'demo-password';
    console.log(
      `\nOpen ${env.SITE_URL} and sign in at ${env.SITE_URL}/login with the demo accounts:`,
    );
    console.log(`  admin@demo.local    (admin)    password: ${password}`);
    console.log(`  officer@demo.local  (officer)  password: ${password}`);
    console.log(`  citizen@demo.local  (user)     password: ${password}`);
    if (site.get('mail')) {
      console.log(
        `\nMail the site sends (sign-up links, password resets) arrives in ${env[MAIL.urlEnv]}`,
      );
    }
  } else {
    console.log(
      `\nOpen ${env.SITE_URL}. Demo mode is off: add an account with npm run add-account.`,
    );
  }
  console.log('\nPress Ctrl-C to stop.');
}
