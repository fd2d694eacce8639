import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/*
 * Every `i18n/en.json` (or `i18n/<part>.en.json`) of the repository has a `hi.json` twin with exactly its keys (nested
 * alike, plural suffixes included) and, key by key, the same {{placeholders}}: a text added in
 * one language only, or a placeholder lost in translation, fails here rather than on a page.
 */

type Catalogue = { [key: string]: string | Catalogue };

const ENGLISH = /^(?:[\w-]+\.)?en\.json$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

// The repository's root: the nearest folder up from this package whose package.json has workspaces.
function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return folder;
    }
    if (dirname(folder) === folder) throw new Error(`no workspace root above ${from}`);
  }
}

function englishCatalogues(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return englishCatalogues(path);
    // 'en.json', or a part fetched with its own screens: 'grievance-pages.en.json'.
    return ENGLISH.test(entry.name) && basename(folder) === 'i18n' ? [path] : [];
  });
}

/** Every text of a catalogue by its dotted key: { 'notFound.title': 'Page not found' }. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

/** The {{placeholders}} of a text, by name, sorted: '{{count, number}}' is 'count'. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** What differs between a catalogue and its twin, one line each; none when they agree. */
function differences(english: Catalogue, hindi: Catalogue): string[] {
  const en = flatten(english);
  const hi = flatten(hindi);
  const found: string[] = [];
  for (const [key, text] of en) {
    const twin = hi.get(key);
    if (twin === undefined) found.push(`missing in hi: ${key}`);
    else if (placeholders(text).join() !== placeholders(twin).join()) {
      found.push(
        `placeholders differ in ${key}: en {{${placeholders(text).join('}} {{')}}}, hi {{${placeholders(twin).join('}} {{')}}}`,
      );
    }
  }
  for (const key of hi.keys()) if (!en.has(key)) found.push(`missing in en: ${key}`);
  return found;
}

const root = repositoryRoot(__dirname);
const catalogues = englishCatalogues(root).map((path) => relative(root, path));

describe('every en.json has a hi.json twin (grievance-pages.en.json: grievance-pages.hi.json)', () => {
  it('finds the catalogues of the shell, the remotes and the shared packages', () => {
    expect(catalogues).toEqual(
      expect.arrayContaining([
        'shell/src/i18n/en.json',
        'public-site/src/i18n/en.json',
        'admin-console/src/i18n/en.json',
        'citizen-portal/src/i18n/en.json',
        'packages/ui/src/i18n/en.json',
        'public-site/src/i18n/grievance-pages.en.json',
        'citizen-portal/src/i18n/complaint-page.en.json',
      ]),
    );
  });

  it.each(catalogues)('%s: same keys and placeholders in its Hindi twin', (path) => {
    const hindiPath = join(root, path.replace(/en\.json$/, 'hi.json'));
    if (!existsSync(hindiPath)) throw new Error(`${relative(root, hindiPath)} is missing`);
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    expect(differences(read(join(root, path)), read(hindiPath))).toEqual([]);
  });
});

describe('differences', () => {
  it('names keys missing on either side, nested or plural', () => {
    expect(
      differences(
        { a: { b: 'B', c_one: '1 item', c_other: '{{count}} items' } },
        { a: { b: 'बी', c_one: '1 वस्तु' }, d: 'डी' },
      ),
    ).toEqual(['missing in hi: a.c_other', 'missing in en: d']);
  });

  it('names a placeholder lost, renamed or added in translation', () => {
    expect(
      differences(
        { welcome: 'Welcome, {{name}}', count: '{{count, number}} left', same: '{{a}} and {{b}}' },
        { welcome: 'स्वागत है, {{naam}}', count: '{{count}} शेष', same: '{{b}} और {{a}}' },
      ),
    ).toEqual(['placeholders differ in welcome: en {{name}}, hi {{naam}}']);
  });

  it('sees a key that is a text on one side and a group on the other', () => {
    expect(differences({ a: 'A' }, { a: { b: 'B' } })).toEqual([
      'missing in hi: a',
      'missing in en: a.b',
    ]);
  });
});
