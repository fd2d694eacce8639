import { declaredRoutes } from './declaredRoutes';

const Screen = () => null;

const declared = {
  modules: {
    './Documents': './src/documents/DocumentsPage.tsx',
    './Editor': './src/EditorPage.tsx',
  },
  screens: [
    {
      path: '/notice',
      module: './Documents',
      props: { kind: 'notice' },
      access: 'public',
      title: { en: 'Notice' },
    },
    { path: '/editnotice', module: './Editor', access: ['admin'], title: { en: 'Notice' } },
    { path: '/review', module: './Editor', access: ['officer', 'user'], title: { en: 'Review' } },
  ],
};

describe("a remote's stand-alone routes", () => {
  it('are its declared screens, each loading its module file with its props', async () => {
    const loadFile = jest.fn(async () => ({ default: Screen }));
    const routes = declaredRoutes(declared, loadFile);
    expect(routes.map(({ path, props, role }) => ({ path, props, role }))).toEqual([
      { path: '/notice', props: { kind: 'notice' }, role: undefined },
      { path: '/editnotice', props: undefined, role: 'admin' },
      // The first role, in the order admin, officer, user, whose demo account may open it.
      { path: '/review', props: undefined, role: 'officer' },
    ]);
    await routes[0]?.load();
    expect(loadFile).toHaveBeenCalledWith('./src/documents/DocumentsPage.tsx');
  });

  it('refuses a screen whose module the remote does not list', () => {
    const broken = { ...declared, modules: {} };
    expect(() => declaredRoutes(broken, jest.fn())).toThrow('/notice names ./Documents');
  });
});
