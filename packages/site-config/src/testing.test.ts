import { checkDeclaration } from './screenDeclarations';
import { aScreenDeclaration } from './testing';

describe('a sample screen declaration', () => {
  it('holds as a remote would declare it, with what a test gives in place of the rest', () => {
    const tenders = aScreenDeclaration({ path: '/tenders-2026', title: { en: 'Tenders of 2026' } });
    expect(checkDeclaration(tenders)).toEqual(tenders);
    expect(tenders).toMatchObject({ path: '/tenders-2026', module: './Documents' });
    expect(tenders.title).toEqual({ en: 'Tenders of 2026' });
  });
});
