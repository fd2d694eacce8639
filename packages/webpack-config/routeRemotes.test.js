const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { RouteRemotesPlugin, loadRouteTable, publicRouteRemotes } = require('./routeRemotes');

const shellRouteTable = path.join(__dirname, '..', '..', 'shell', 'src', 'routes', 'routeTable.ts');

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'route-remotes-'));
}

describe("the shell's route table, read at build time", () => {
  const map = publicRouteRemotes(loadRouteTable(shellRouteTable));

  it('maps the public routes to the public site', () => {
    expect(map['/']).toBe('public_site');
    expect(map['/home']).toBe('public_site');
    expect(map['/currenttender']).toBe('public_site');
  });

  it('leaves out the signed-in routes and the shell’s own', () => {
    expect(map['/dashboard']).toBeUndefined();
    expect(map['/userdashboard']).toBeUndefined();
    expect(map['/login']).toBeUndefined();
    expect(Object.values(map).every((remote) => remote === 'public_site')).toBe(true);
  });
});

describe('loadRouteTable', () => {
  it('refuses a table that imports a value', () => {
    const file = path.join(tempDir(), 'routeTable.ts');
    fs.writeFileSync(file, "import { x } from './x';\nexport const routeTable = [x];\n");
    expect(() => loadRouteTable(file)).toThrow('may import types only');
  });

  it('keeps the public routes only, with their paths as written', () => {
    const file = path.join(tempDir(), 'routeTable.ts');
    fs.writeFileSync(
      file,
      "import type { X } from './x';\nexport const routeTable = [" +
        "{ path: '/Tender-Details/', remote: 'public_site', access: 'public' }," +
        "{ path: '/dashboard', remote: 'admin_console', access: 'admin' }];\n",
    );
    expect(publicRouteRemotes(loadRouteTable(file))).toEqual({ '/Tender-Details/': 'public_site' });
  });
});

describe('RouteRemotesPlugin', () => {
  it('writes route-remotes.json into the build', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'entry.js'), 'console.log(1);');
    const stats = await new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: { path: path.join(dir, 'dist') },
          plugins: [new RouteRemotesPlugin(shellRouteTable)],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    expect(stats.hasErrors()).toBe(false);
    const written = JSON.parse(
      fs.readFileSync(path.join(dir, 'dist', 'route-remotes.json'), 'utf8'),
    );
    expect(written).toEqual(publicRouteRemotes(loadRouteTable(shellRouteTable)));
    expect(written['/home']).toBe('public_site');
  });
});
