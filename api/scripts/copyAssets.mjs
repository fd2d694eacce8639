// After tsc: the files the API reads beside its modules at run time, which tsc does not copy,
// go from src/ to dist/ so that `node dist/main.js` finds them where the source finds them.
// `node scripts/copyAssets.mjs <folder>` copies them into another build folder (the bench's).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS = ['accounts/common-passwords.txt'];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.resolve(root, process.argv[2] ?? 'dist');
for (const asset of ASSETS) {
  const target = path.join(outDir, asset);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(root, 'src', asset), target);
}
