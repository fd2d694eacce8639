import type { ScreenDeclaration } from './screens';

/**
 * A screen as a remote's team declares it, for tests of the declarations and of the table built
 * from them: the public site's notice screen unless a test says otherwise. A test gives only what
 * it is about (a new path, its props, its title, its menu place).
 */
export function aScreenDeclaration(overrides: Partial<ScreenDeclaration> = {}): ScreenDeclaration {
  return {
    path: '/notice',
    module: './Documents',
    props: { kind: 'notice' },
    access: 'public',
    title: { en: 'Notice' },
    menu: { group: 'documents', order: 10 },
    ...overrides,
  };
}
