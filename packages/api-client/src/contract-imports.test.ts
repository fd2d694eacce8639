import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The browser bundles carry no TypeBox: this client takes only types from @council/contract,
// and `import type` is erased at build. A value import would pull the schemas in.
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });

describe('the client and the contract', () => {
  it('imports the contract for types only', () => {
    const files = sources(__dirname);
    const typed = files.filter((file) =>
      /import type \{[^}]*\} from '@council\/contract'/.test(readFileSync(file, 'utf8')),
    );
    const valueImports = files.filter((file) =>
      /(import|export) (?!type\b)[^;]*from '@council\/contract'/.test(readFileSync(file, 'utf8')),
    );
    expect(typed.length).toBeGreaterThan(10);
    expect(valueImports.map((file) => path.relative(__dirname, file))).toEqual([]);
  });

  it('takes values only from entries of the contract that hold plain data, no schemas', () => {
    const entries = sources(__dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '@council\/contract\/([\w-]+)'/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(entries).toContain('designations');
    for (const entry of new Set(entries)) {
      const source = readFileSync(require.resolve(`@council/contract/${entry}`), 'utf8');
      expect(source).not.toMatch(/\bfrom '/);
    }
  });
});
