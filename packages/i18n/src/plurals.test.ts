import { pluralKeys } from './plurals';

describe('pluralKeys', () => {
  it('is the key alone without a count, or with a count given as a string', () => {
    expect(pluralKeys('files', undefined, 'en')).toEqual(['files']);
    expect(pluralKeys('files', '2', 'en')).toEqual(['files']);
  });

  it("picks English's forms: one for 1, other for 0, 2 and 1.5", () => {
    expect(pluralKeys('files', 1, 'en')).toEqual(['files_one', 'files']);
    expect(pluralKeys('files', 2, 'en')).toEqual(['files_other', 'files']);
    expect(pluralKeys('files', 1.5, 'en')).toEqual(['files_other', 'files']);
    expect(pluralKeys('files', 0, 'en')).toEqual(['files_zero', 'files_other', 'files']);
  });

  it("picks Hindi's forms, where 0 and 1 are both one", () => {
    expect(pluralKeys('files', 0, 'hi')).toEqual(['files_zero', 'files_one', 'files']);
    expect(pluralKeys('files', 1, 'hi')).toEqual(['files_one', 'files']);
    expect(pluralKeys('files', 2, 'hi')).toEqual(['files_other', 'files']);
  });

  it("reads a language code Intl rejects by English's rules", () => {
    expect(pluralKeys('files', 1, 'en_GB')).toEqual(['files_one', 'files']);
  });
});
