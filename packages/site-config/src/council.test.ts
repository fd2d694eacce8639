import { councilFrom, DEMO_COUNCIL } from './council';
import { parseSiteConfig } from './siteConfig';

const RAMPUR = { name: 'Rampur Nagar Parishad', complaintPrefix: 'RNP' };

describe("the council's district and ULB", () => {
  it('are the demo lookups of the demo council', () => {
    expect(councilFrom(undefined)).toBe(DEMO_COUNCIL);
    expect(DEMO_COUNCIL.district).toEqual({ id: 1, name: 'Patna' });
    expect(DEMO_COUNCIL.ulb).toEqual({ id: 1, name: 'Nagar Parishad Sundarpur (demo)' });
  });

  it("are a configured council's own, never the demo's", () => {
    const council = councilFrom(RAMPUR);
    expect(council.name).toBe('Rampur Nagar Parishad');
    // The rest of what it leaves out still comes from the demo.
    expect(council.tollFree).toBe(DEMO_COUNCIL.tollFree);
    expect(council).not.toHaveProperty('district');
    expect(council).not.toHaveProperty('ulb');
    const placed = councilFrom({
      ...RAMPUR,
      district: { id: 7, name: 'Nalanda' },
      ulb: { id: 4, name: 'Nagar Parishad Rampur' },
    });
    expect(placed.district).toEqual({ id: 7, name: 'Nalanda' });
    expect(placed.ulb).toEqual({ id: 4, name: 'Nagar Parishad Rampur' });
  });

  it('are left out, so that the form asks, when they are not an id with a name', () => {
    for (const wrong of [
      7,
      'Nalanda',
      { id: '7', name: 'Nalanda' },
      { id: 0, name: 'x' },
      { id: 7 },
    ]) {
      const council = councilFrom({ ...RAMPUR, district: wrong, ulb: wrong } as never);
      expect(council).not.toHaveProperty('district');
      expect(council).not.toHaveProperty('ulb');
    }
  });

  it('reach every screen through the site configuration the shell sends', () => {
    const config = {
      apiBaseUrl: '/api',
      remotes: {
        public_site: '/p/remoteEntry.js',
        admin_console: '/a/remoteEntry.js',
        citizen_portal: '/c/remoteEntry.js',
      },
    };
    expect(parseSiteConfig(config).council.district).toEqual(DEMO_COUNCIL.district);
    expect(parseSiteConfig({ ...config, council: RAMPUR }).council.district).toBeUndefined();
  });
});
