import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { criticalStyles, FONT_FACES_INLINED } from './criticalStyles';

// The shell's own stylesheet, as the build writes it, and a remote's, served by its server.
const SHELL_CSS =
  '@charset "UTF-8";:root{--bs-blue:#0d6efd}h1{margin:0}.shell-header{color:#0b4f8a}' +
  '.shell-menu-open{display:block}' +
  // As the build writes the shell's own CSS: not minified.
  "@font-face {\n  font-family: 'Noto Sans Devanagari';\n  src: url(/assets/noto.woff2) format('woff2');\n  unicode-range: U+0900-097F;\n}\n" +
  '::-webkit-datetime-edit-text{padding:0}' +
  '@media (min-width:992px){.shell-header{padding:1rem}.shell-footer{padding:2rem}}';
const REMOTE_CSS = '.ps-carousel{height:20rem}.ps-gallery{gap:1rem}';

const PAGE = (remote: string) =>
  '<html><head><link rel="stylesheet" href=/shell.css>' +
  `<link rel="stylesheet" href="${remote}"></head><body><div id="root">` +
  '<header class="shell-header"><h1>Home</h1></header><div class="ps-carousel"></div>' +
  '</div></body></html>';

let root: string;
let server: Server;
let remoteOrigin: string;
let remoteAnswers: number;
const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'critical-styles-'));
  writeFileSync(path.join(root, 'shell.css'), SHELL_CSS);
  writeFileSync(path.join(path.dirname(root), 'outside.css'), 'h1{color:red}');
  server = createServer((request, response) => {
    remoteAnswers += 1;
    if (request.url === '/home.css') response.end(REMOTE_CSS);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  remoteAnswers = 0;
});

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

describe('criticalStyles', () => {
  it("keeps the rules of the page's stylesheets that style its elements, in their order", async () => {
    const remote = `${remoteOrigin}/home.css`;
    const styles = await criticalStyles(root, log).of(PAGE(remote), ['/shell.css', remote]);
    const css = styles?.css ?? '';
    expect(css).toContain(':root{--bs-blue:#0d6efd}');
    expect(css).toContain('h1{margin:0}');
    expect(css).toContain('@media (min-width:992px){.shell-header{padding:1rem}}');
    expect(css).toContain('.ps-carousel{height:20rem}');
    expect(css.indexOf('.shell-header{color')).toBeLessThan(css.indexOf('.ps-carousel'));
    // No element of the page has these.
    expect(css).not.toContain('shell-menu-open');
    expect(css).not.toContain('shell-footer');
    expect(css).not.toContain('ps-gallery');
    expect(css).not.toContain('@charset');
  });

  it('keeps every @font-face and the rules of a pseudo-element alone, which no element names', async () => {
    const css = (await criticalStyles(root, log).of(PAGE('/none.css'), ['/shell.css']))?.css;
    expect(css).toMatch(
      /@font-face ?\{font-family:'Noto Sans Devanagari';src:url\(\/assets\/noto.woff2\)/,
    );
    expect(css).toContain('::-webkit-datetime-edit-text{padding:0}');
  });

  it('adds after the paint the stylesheets, without the @font-face rules the page has', async () => {
    const remote = `${remoteOrigin}/home.css`;
    const styles = await criticalStyles(root, log).of(PAGE(remote), ['/shell.css', remote]);
    // Only the shell's has faces: the remote's keeps the address every other page uses.
    expect(styles?.afterPaint).toEqual([`/shell.css?${FONT_FACES_INLINED}`, remote]);
  });

  it("fetches a remote's stylesheet once, for every page after", async () => {
    const styles = criticalStyles(root, log);
    const remote = `${remoteOrigin}/home.css`;
    await styles.of(PAGE(remote), ['/shell.css', remote]);
    await styles.of(PAGE(remote), ['/shell.css', remote]);
    expect(remoteAnswers).toBe(1);
  });

  it('gives null for a stylesheet it cannot read, and tries it again for the next page', async () => {
    const styles = criticalStyles(root, log);
    const missing = `${remoteOrigin}/missing.css`;
    expect(await styles.of(PAGE(missing), ['/shell.css', missing])).toBeNull();
    expect(await styles.of(PAGE(missing), ['/shell.css', missing])).toBeNull();
    expect(remoteAnswers).toBe(2);
    expect(await styles.of(PAGE(missing), ['/gone.css'])).toBeNull();
  });

  it('reads no file outside the app’s folder', async () => {
    const styles = criticalStyles(root, log);
    expect(await styles.of(PAGE('x'), ['/../outside.css'])).toBeNull();
    expect(await styles.of(PAGE('x'), ['/%2e%2e/outside.css'])).toBeNull();
  });
});
