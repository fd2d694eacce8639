import {
  applyChoice,
  choiceCookie,
  choiceOnPage,
  DEFAULT_CHOICE,
  steppedSize,
} from './readerChoice';

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('data-text-size');
  root.removeAttribute('data-contrast');
  document.cookie = 'council-text-size=; Max-Age=0; Path=/';
  document.cookie = 'council-contrast=; Max-Age=0; Path=/';
});

describe("the reader's choice on the page", () => {
  it('is the default where <html> says nothing, or something it does not know', () => {
    expect(choiceOnPage(root)).toEqual(DEFAULT_CHOICE);
    root.setAttribute('data-text-size', 'huge');
    root.setAttribute('data-contrast', 'low');
    expect(choiceOnPage(root)).toEqual(DEFAULT_CHOICE);
  });

  it('is what the server put on <html>', () => {
    root.setAttribute('data-text-size', 'large');
    root.setAttribute('data-contrast', 'high');
    expect(choiceOnPage(root)).toEqual({ textSize: 'large', highContrast: true });
  });
});

it('steps the text size one of three steps, staying at the ends', () => {
  expect(steppedSize('normal', 1)).toBe('large');
  expect(steppedSize('large', 1)).toBe('large');
  expect(steppedSize('large', -1)).toBe('normal');
  expect(steppedSize('normal', -1)).toBe('small');
  expect(steppedSize('small', -1)).toBe('small');
});

it('keeps a choice a year on the whole site, as the language, and clears a default one', () => {
  expect(choiceCookie('council-contrast', 'high')).toBe(
    'council-contrast=high; Path=/; Max-Age=31536000; SameSite=Lax',
  );
  expect(choiceCookie('council-text-size', null)).toBe(
    'council-text-size=; Path=/; Max-Age=0; SameSite=Lax',
  );
});

describe('a change', () => {
  it('shows at once on <html> and is kept in the cookies the server reads', () => {
    applyChoice({ textSize: 'large', highContrast: true });
    expect(root).toHaveAttribute('data-text-size', 'large');
    expect(root).toHaveAttribute('data-contrast', 'high');
    expect(document.cookie).toContain('council-text-size=large');
    expect(document.cookie).toContain('council-contrast=high');
  });

  it('back to the defaults leaves neither attribute nor cookie', () => {
    applyChoice({ textSize: 'large', highContrast: true });
    applyChoice(DEFAULT_CHOICE);
    expect(root).not.toHaveAttribute('data-text-size');
    expect(root).not.toHaveAttribute('data-contrast');
    expect(document.cookie).not.toContain('council-text-size');
    expect(document.cookie).not.toContain('council-contrast');
  });
});
