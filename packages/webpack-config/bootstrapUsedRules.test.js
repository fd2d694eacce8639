const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { usedRules, SOURCES } = require('./bootstrapUsedRules');

const CSS = `:root{--bs-blue:#0d6efd}
.card{display:flex}.card-unused-part{color:red}
.btn-danger{color:#fff}.btn-outline-warning{color:#ffc107}.toast{opacity:0}
kbd{padding:.2rem}summary{cursor:pointer}
@keyframes spin{to{transform:rotate(1turn)}}`;

describe("Bootstrap cut to the site's classes", () => {
  let folder;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'used-rules-'));
    fs.writeFileSync(path.join(folder, 'Card.tsx'), '<div className="card">{text}</div>');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const cut = () => usedRules(CSS, { sources: [path.join(folder, '*.tsx')] });

  it('keeps the rules of classes a source names and drops the others', async () => {
    const css = await cut();
    expect(css).toContain('.card{display:flex}');
    expect(css).not.toContain('card-unused-part');
    expect(css).not.toContain('.toast');
  });

  it('keeps the button colours made at run time and the elements the reboot styles', async () => {
    const css = await cut();
    expect(css).toContain('.btn-danger');
    expect(css).toContain('.btn-outline-warning');
    expect(css).toContain('kbd{');
    expect(css).toContain('summary{');
  });

  it('keeps custom properties and keyframes whole', async () => {
    const css = await cut();
    expect(css).toContain('--bs-blue:#0d6efd');
    expect(css).toContain('@keyframes spin');
  });

  it("reads every app's and package's sources", () => {
    for (const part of [
      'shell/src',
      'public-site/src',
      'admin-console/src',
      'citizen-portal/src',
    ]) {
      expect(SOURCES.some((glob) => glob.includes(`${path.sep}${part}${path.sep}`))).toBe(true);
    }
    expect(SOURCES.some((glob) => glob.includes(`packages${path.sep}*${path.sep}src`))).toBe(true);
  });
});
