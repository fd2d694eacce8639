import { awaitBeforeScreens, loadScreen } from './federation';
import { provideRemoteModule, resetRemoteModules } from './testing/federationRuntimeStub';

function Screen() {
  return null;
}

describe('a screen whose code has arrived', () => {
  beforeEach(() => resetRemoteModules());
  afterEach(() => awaitBeforeScreens(() => Promise.resolve()));

  it('renders only once the texts its code registered are loaded', async () => {
    provideRemoteModule('admin_console/Dashboard', async () => ({ default: Screen }));
    let textsArrive: () => void = () => undefined;
    const texts = jest.fn(() => new Promise<void>((resolve) => (textsArrive = resolve)));
    awaitBeforeScreens(texts);

    let arrived = false;
    const loading = loadScreen('admin_console', './Dashboard').then((screen) => {
      arrived = true;
      return screen;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(texts).toHaveBeenCalledTimes(1);
    expect(arrived).toBe(false);

    textsArrive();
    await expect(loading).resolves.toEqual({ default: Screen });
  });

  it('still renders, in English, when its texts fail to load', async () => {
    provideRemoteModule('citizen_portal/Dashboard', async () => ({ default: Screen }));
    awaitBeforeScreens(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(loadScreen('citizen_portal', './Dashboard')).resolves.toEqual({
      default: Screen,
    });
  });

  it('waits for nothing when its code fails: that failure is shown', async () => {
    const texts = jest.fn(() => Promise.resolve());
    awaitBeforeScreens(texts);
    await expect(loadScreen('public_site', './Missing')).rejects.toThrow(
      'The public_site part of the site could not be loaded.',
    );
    expect(texts).not.toHaveBeenCalled();
  });
});
