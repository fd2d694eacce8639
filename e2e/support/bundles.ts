// What the production builds on disk contain, read from their source maps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The script files of a built app (the folder its server serves) whose source map lists a source
 * matching `source` (for example /node_modules\/react-dom\//): the chunks holding that package.
 */
export function chunksWith(dist: string, source: RegExp): string[] {
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] };
      return map.sources.some((name) => source.test(name));
    })
    .map((file) => file.replace(/\.map$/, ''));
}
