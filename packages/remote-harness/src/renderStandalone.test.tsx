import { act, renderHook, screen } from '@testing-library/react';
import { addCatalogue, addCatalogueLoader, i18n, useTranslation } from '@council/i18n';
import { useScreens } from '@council/site-config';
import { renderStandalone } from './renderStandalone';

const declared = {
  modules: { './Editor': './src/EditorPage.tsx' },
  screens: [
    {
      path: '/editnotice',
      module: './Editor',
      access: 'public',
      title: { en: 'Notice' },
      menu: { group: 'console', order: 10 },
    },
  ],
};

describe("a remote's stand-alone page", () => {
  it('lists its declared screens and makes them the table its menus read, owned by it', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/editnotice');
    await act(async () =>
      renderStandalone({
        remote: 'admin_console',
        title: 'Admin console',
        declared,
        loadFile: jest.fn(async () => ({ default: () => null })),
      }),
    );
    expect(screen.getByRole('link', { name: '/editnotice' })).toBeInTheDocument();
    const { result } = renderHook(() => useScreens());
    expect(result.current).toEqual([{ ...declared.screens[0], remote: 'admin_console' }]);
  });
});

describe("a remote's stand-alone page in Hindi", () => {
  afterAll(() => act(() => i18n.changeLanguage('en')));

  it("renders once the reader's language has arrived, so no screen shows English first", async () => {
    function Greeting() {
      const { t } = useTranslation('stand-alone-test');
      return <h1>{t('hello')}</h1>;
    }
    let arrive: (() => void) | undefined;
    addCatalogue('stand-alone-test', 'en', { hello: 'Hello' });
    addCatalogueLoader(
      'stand-alone-test',
      'hi',
      () => new Promise((resolve) => (arrive = () => resolve({ hello: 'नमस्ते' }))),
    );
    // The page was opened in Hindi (its cookie, or ?lang=hi); the Hindi chunk is not in yet.
    await i18n.changeLanguage('hi');
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/editnotice');
    const started = renderStandalone({
      remote: 'admin_console',
      title: 'Admin console',
      declared,
      loadFile: jest.fn(async () => ({ default: Greeting })),
    });
    await act(async () => undefined);
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    await act(async () => {
      arrive?.();
      await started;
    });
    expect(await screen.findByRole('heading', { name: 'नमस्ते' })).toBeInTheDocument();
  });
});
