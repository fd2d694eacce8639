import { act, renderHook, screen } from '@testing-library/react';
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
