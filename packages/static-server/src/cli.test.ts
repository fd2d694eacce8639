import path from 'node:path';
import { parseCli } from './cli';

describe('parseCli', () => {
  const cwd = path.resolve('/srv/shell');

  it('serves ./dist of the folder on PORT and HOST', () => {
    expect(parseCli(['--kind', 'host'], { PORT: '3100', HOST: '127.0.0.1' }, cwd)).toMatchObject({
      kind: 'host',
      root: path.join(cwd, 'dist'),
      port: 3100,
      host: '127.0.0.1',
    });
  });

  it('takes --port and --root over the environment', () => {
    const options = parseCli(
      ['--kind', 'remote', '--port', '3201', '--root', '/tmp/b'],
      { PORT: '1' },
      cwd,
    );
    expect(options).toMatchObject({
      kind: 'remote',
      port: 3201,
      root: path.resolve('/tmp/b'),
      host: 'localhost',
    });
  });

  it("knows the site's address and keeps source maps to itself unless told", () => {
    const plain = parseCli(['--kind', 'host'], {}, cwd);
    expect(plain).toMatchObject({ siteUrl: undefined, serveSourceMaps: false });
    const told = parseCli(
      ['--kind', 'remote', '--port', '3001'],
      { SITE_URL: 'https://council.example', SERVE_SOURCE_MAPS: '1' },
      cwd,
    );
    expect(told).toMatchObject({ siteUrl: 'https://council.example', serveSourceMaps: true });
  });

  it('explains a SERVE_SOURCE_MAPS it cannot read', () => {
    expect(() => parseCli(['--kind', 'host'], { SERVE_SOURCE_MAPS: 'yes' }, cwd)).toThrow(
      "SERVE_SOURCE_MAPS must be 1 (serve the source maps) or 0, not 'yes'.",
    );
  });

  it('needs a kind, and a port for a remote', () => {
    expect(() => parseCli([], {}, cwd)).toThrow(/--kind host\|remote/);
    expect(() => parseCli(['--kind', 'remote'], {}, cwd)).toThrow(/port/);
    expect(() => parseCli(['--kind', 'host', '--port', 'x'], {}, cwd)).toThrow(/port/);
  });
});
