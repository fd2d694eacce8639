import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway folder that looks like a webpack build of one app. `extraFiles` add to or replace
 * its files; their names may include folders (server/first-screen.js).
 */
export function makeBuiltApp(extraFiles: Record<string, string> = {}): {
  root: string;
  remove: () => void;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'council-serve-'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><!--site-config--></head><body><div id="root"></div>' +
      '<script defer src="/main.1a2b3c4d.js"></script></body></html>',
    'main.1a2b3c4d.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'main.1a2b3c4d.css': 'body { margin: 0; }',
    'remoteEntry.js': 'var public_site;',
    'mf-manifest.json': '{"id":"public_site"}',
    'screens.json': '{"remote":"public_site","screens":[]}',
    'favicon.ico': 'icon',
    'assets/logo.0f0f0f0f.png': 'png',
    ...extraFiles,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  // The build's compressed copies of one file; their words differ so a test can tell them apart.
  writeFileSync(path.join(root, 'vendor.9a8b7c6d.js'), 'var plain;');
  writeFileSync(
    path.join(root, 'vendor.9a8b7c6d.js.br'),
    brotliCompressSync('var fromTheBuildBr;'),
  );
  writeFileSync(path.join(root, 'vendor.9a8b7c6d.js.gz'), gzipSync('var fromTheBuildGz;'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
