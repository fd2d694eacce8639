import { dropLanguageParameter } from './addressLanguage';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('dropLanguageParameter', () => {
  it('takes ?lang= out of the address, keeping the rest and the history entry', () => {
    window.history.pushState({ key: 'kept' }, '', '/notice?page=2&lang=hi#list');
    const length = window.history.length;
    dropLanguageParameter();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/notice?page=2#list',
    );
    expect(window.history.state).toEqual({ key: 'kept' });
    expect(window.history.length).toBe(length);
  });

  it('leaves no bare ? behind', () => {
    window.history.replaceState(null, '', '/tenders?lang=en');
    dropLanguageParameter();
    expect(window.location.href).toBe('http://localhost/tenders');
  });

  it('touches an address without it not at all', () => {
    const history = { state: null, replaceState: jest.fn() };
    dropLanguageParameter({ pathname: '/', search: '?page=2', hash: '' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
