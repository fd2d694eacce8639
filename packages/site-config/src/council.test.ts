import { councilFrom, councilNameIn, DEMO_COUNCIL } from './council';
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

describe("the council's identity in Hindi", () => {
  it('is the demo council’s, in full, where a deployment configures none', () => {
    expect(DEMO_COUNCIL).toMatchObject({
      nameHindi: 'सुन्दरपुर नगर परिषद',
      stateHindi: 'बिहार',
      addressHindi: expect.stringContaining('सुन्दरपुर'),
    });
    for (const link of DEMO_COUNCIL.importantLinks) {
      expect(link.labelHindi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('is never the demo’s beside a configured council’s own English', () => {
    const council = councilFrom({ name: 'Rampur Nagar Parishad', address: 'Main Road, Rampur' });
    // Else Rampur's Hindi pages would name Sundarpur: empty, the pages show the English.
    expect(council.nameHindi).toBe('');
    expect(council.addressHindi).toBe('');
    // The state it left out is still the demo's, in both languages.
    expect(council.state).toBe('Bihar');
    expect(council.stateHindi).toBe('बिहार');
  });

  it('is a configured council’s own where it gives them', () => {
    const council = councilFrom({
      ...RAMPUR,
      nameHindi: ' रामपुर नगर परिषद ',
      state: 'Bihar',
      stateHindi: 'बिहार',
      address: 'Main Road, Rampur',
      addressHindi: 'मेन रोड, रामपुर',
    });
    expect(council).toMatchObject({
      nameHindi: 'रामपुर नगर परिषद',
      stateHindi: 'बिहार',
      addressHindi: 'मेन रोड, रामपुर',
    });
  });

  it('leaves out a Hindi text that is not a text', () => {
    const council = councilFrom({
      ...RAMPUR,
      nameHindi: 7,
      importantLinks: [
        { label: 'RTI', labelHindi: 'सूचना का अधिकार', url: 'https://rtionline.gov.in/' },
        { label: 'Ministry', labelHindi: ['x'], url: 'https://mohua.gov.in/' },
        { label: 'State', labelHindi: '  ', url: 'https://state.bihar.gov.in/' },
      ],
    } as never);
    expect(council.nameHindi).toBe('');
    expect(council.importantLinks).toEqual([
      { label: 'RTI', labelHindi: 'सूचना का अधिकार', url: 'https://rtionline.gov.in/' },
      { label: 'Ministry', url: 'https://mohua.gov.in/' },
      { label: 'State', url: 'https://state.bihar.gov.in/' },
    ]);
  });
});

describe("the council's name in a page's language", () => {
  it('is the Hindi name on a Hindi page, the English one on an English page', () => {
    expect(councilNameIn(DEMO_COUNCIL, 'hi')).toBe('सुन्दरपुर नगर परिषद');
    expect(councilNameIn(DEMO_COUNCIL, 'en')).toBe('Sundarpur Nagar Parishad');
  });

  it('is the English name on a Hindi page where the council has no Hindi one', () => {
    expect(councilNameIn(councilFrom(RAMPUR), 'hi')).toBe('Rampur Nagar Parishad');
  });
});
