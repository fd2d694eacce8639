const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress');

function projectWith(entrySource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), entrySource);
  return dir;
}

function build(dir) {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'dist'), filename: 'main.js' },
        plugins: [new PrecompressPlugin()],
      },
      (error, stats) =>
        error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(),
    );
  });
}

describe('PrecompressPlugin', () => {
  it('writes brotli and gzip copies that hold the same bytes, and skips tiny files', async () => {
    const notices = Array.from({ length: 200 }, (_, i) => `Notice ${i}: water supply in ward ${i}`);
    const dir = projectWith(`console.log(${JSON.stringify(notices)});`);
    await build(dir);
    const out = (name) => fs.readFileSync(path.join(dir, 'dist', name));
    const original = out('main.js');
    expect(zlib.brotliDecompressSync(out('main.js.br'))).toEqual(original);
    expect(zlib.gunzipSync(out('main.js.gz'))).toEqual(original);
    expect(out('main.js.br').length).toBeLessThan(original.length);

    const tiny = projectWith('console.log(1);');
    await build(tiny);
    expect(fs.existsSync(path.join(tiny, 'dist', 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(tiny, 'dist', 'main.js.br'))).toBe(false);
    for (const folder of [dir, tiny]) fs.rmSync(folder, { recursive: true, force: true });
  }, 30000);
});
