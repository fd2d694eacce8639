// A remote's screens as its team declares them in `<remote>/screens.json` (docs/CONTRACTS.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

export interface DeclaredScreen {
  path: string;
  access: string[] | 'public';
  title: { en: string };
  firstCall?: string;
  firstScreen?: string;
}

export function declaredScreens(remote: string): DeclaredScreen[] {
  const file = path.join(repoRoot, remote, 'screens.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { screens: DeclaredScreen[] }).screens;
}
