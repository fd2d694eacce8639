import { act, renderHook } from '@testing-library/react';
import { DEMO_COUNCIL } from './council';
import { loadSiteConfig } from './loadSiteConfig';
import { parseSiteConfig, setSiteConfig, useCouncil, useScreens } from './siteConfig';

const config = {
  apiBaseUrl: 'https://api.example.in',
  remotes: {
    public_site: 'https://public.example.in/remoteEntry.js',
    admin_console: 'https://admin.example.in/remoteEntry.js',
    citizen_portal: 'https://citizen.example.in/remoteEntry.js',
  },
};

describe('the site configuration', () => {
  it('accepts a complete configuration and fills the council from the demo where it has none', () => {
    expect(parseSiteConfig(config)).toEqual({ ...config, council: DEMO_COUNCIL, screens: [] });
    const council = { ...DEMO_COUNCIL, name: 'Rampur Nagar Parishad' };
    expect(parseSiteConfig({ ...config, council }).council).toEqual(council);
  });

  it('is the council every screen reads once the shell has set it', () => {
    const { result } = renderHook(() => useCouncil());
    expect(result.current.name).toBe(DEMO_COUNCIL.name);
    act(() => setSiteConfig({ council: { ...DEMO_COUNCIL, name: 'Rampur Nagar Parishad' } }));
    expect(result.current.name).toBe('Rampur Nagar Parishad');
  });

  it('is the table of screens the shell has set, kept when only the council changes', () => {
    const { result } = renderHook(() => useScreens());
    expect(result.current).toEqual([]);
    const home = {
      path: '/home',
      module: './Home',
      access: 'public' as const,
      title: { en: 'Home' },
      remote: 'public_site' as const,
    };
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: [home] }));
    expect(result.current).toEqual([home]);
    act(() => setSiteConfig({ council: { ...DEMO_COUNCIL, name: 'Rampur Nagar Parishad' } }));
    expect(result.current).toEqual([home]);
  });

  it('names what is missing', () => {
    expect(() => parseSiteConfig({ remotes: config.remotes })).toThrow(/apiBaseUrl/);
    const { citizen_portal: _missing, ...twoRemotes } = config.remotes;
    expect(() => parseSiteConfig({ ...config, remotes: twoRemotes })).toThrow(/citizen_portal/);
  });

  it('reads the configuration embedded in the page without a request', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    document.head.innerHTML = `<script id="site-config" type="application/json">${JSON.stringify(config)}</script>`;
    await expect(loadSiteConfig()).resolves.toEqual({
      ...config,
      council: DEMO_COUNCIL,
      screens: [],
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the server for /config.json when the page has none', async () => {
    document.head.innerHTML = '';
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => config });
    await expect(loadSiteConfig()).resolves.toEqual({
      ...config,
      council: DEMO_COUNCIL,
      screens: [],
    });
    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });
});
