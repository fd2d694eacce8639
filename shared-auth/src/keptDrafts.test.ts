import { dropAllDrafts, dropDraft, keepable, keepDraft, keptDraft } from './keptDrafts';

afterEach(() => sessionStorage.clear());

describe('what a kept draft may hold', () => {
  it('keeps text, numbers, ticks and nested plain values', () => {
    const values = { title: 'Budget', count: 3, open: false, none: null, rows: [{ name: 'a' }] };
    expect(keepable(values)).toEqual({ kept: values, filesLeftOut: false });
  });

  it('leaves out files, and says so', () => {
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(keepable({ title: 'Budget', document: photo, photos: [photo] })).toEqual({
      kept: { title: 'Budget', photos: [] },
      filesLeftOut: true,
    });
  });

  it('leaves out anything named like a password, at any depth', () => {
    const values = {
      email: 'a@b.c',
      password: 'secret-1',
      confirmPassword: 'secret-1',
      account: { currentPassword: 'old', name: 'Asha' },
    };
    expect(keepable(values).kept).toEqual({ email: 'a@b.c', account: { name: 'Asha' } });
  });

  it('leaves out what JSON would not bring back', () => {
    expect(keepable({ at: new Date(0), run: () => 1, many: Infinity, text: 'x' }).kept).toEqual({
      text: 'x',
    });
  });
});

describe('drafts in the tab', () => {
  it('are kept under the account and the form, and read back', () => {
    keepDraft('7', '/editnotice#notice', { title: 'Budget', password: 'x' }, 1000);
    expect(keptDraft('7', '/editnotice#notice')).toEqual({
      values: { title: 'Budget' },
      filesLeftOut: false,
      keptAt: 1000,
    });
    // Another account, or another form, finds nothing.
    expect(keptDraft('8', '/editnotice#notice')).toBeNull();
    expect(keptDraft('7', '/edittender#tender')).toBeNull();
    expect(JSON.stringify(sessionStorage)).not.toContain('password');
  });

  it('are in sessionStorage only, never in localStorage', () => {
    keepDraft('7', '/inquiry#complaint', { landmark: 'Temple' });
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('are dropped one at a time, or all at once', () => {
    keepDraft('7', 'a', { x: '1' });
    keepDraft('7', 'b', { x: '2' });
    keepDraft('8', 'a', { x: '3' });
    sessionStorage.setItem('unrelated', 'stays');

    dropDraft('7', 'a');
    expect(keptDraft('7', 'a')).toBeNull();
    expect(keptDraft('7', 'b')).not.toBeNull();

    dropAllDrafts();
    expect(keptDraft('7', 'b')).toBeNull();
    expect(keptDraft('8', 'a')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('stays');
  });

  it('reads nothing from an unreadable entry', () => {
    keepDraft('7', 'a', { x: '1' });
    sessionStorage.setItem(sessionStorage.key(0) as string, '{not json');
    expect(keptDraft('7', 'a')).toBeNull();
  });
});
