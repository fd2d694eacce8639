/**
 * @jest-environment node
 */
// The server bundle runs in Node: no window, no document.
import { apiClient } from '@council/shared-auth';
import { failWith, fakeApi } from '@council/api-fake';
import { aNotice, aScorecard, aStoredPdf, aTender, pageOf } from '@council/api-fake';
import { homeAnswers } from '../testing/homeAnswers';
import { lastUpdatedAnswer, pageReads } from '../testing/lastUpdatedAnswer';
import { HOME_DESIGNATIONS } from '@council/api-client';
import { renderFirstScreen } from '@council/first-screen-render';
import { answersOf, configuredForTests } from '@council/first-screen-render/src/testing';
import DocumentsPage from '../documents/DocumentsPage';
import { HOME_OFFICIALS } from '../home/homeCalls';
import { configureFirstScreens, renderScreen } from './serverEntry';

const api = fakeApi({ otherCalls: 'empty list' });

// The cache names a query by its key with the keys of its objects sorted.
const OFFICIALS_KEY = JSON.stringify([
  'public',
  'officials',
  { designations: HOME_DESIGNATIONS, home: 'Yes', page: 1, size: HOME_OFFICIALS.size },
]);

describe("the public site's server bundle", () => {
  configuredForTests({ configureFirstScreens }, 'public_site');

  it('is configured with the address of its files and the API of the site', () => {
    expect(typeof window).toBe('undefined');
    expect(globalThis).toHaveProperty('__webpack_public_path__', 'https://cdn.test/public-site/');
    expect(apiClient.defaults.baseURL).toBe('https://api.council.test');
  });

  it('renders the home page with its answers and hands over its five answers', async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./Home', {});
    expect(rendered).not.toBeNull();
    const { html, calls } = rendered ?? { html: '', calls: {} };
    expect(html).toContain('Our town &lt;by&gt; the river.');
    expect(html).toContain('Asha Singh');
    expect(html).toContain('Open: 2');
    expect(html).not.toContain('Loading...');
    expect(html).toContain('Last updated on 05/Mar/2026');
    const answers = answersOf(calls);
    expect(Object.keys(answers).sort()).toEqual([
      '["public","about",{"page":1}]',
      '["public","complaint-counts"]',
      '["public","last-updated"]',
      OFFICIALS_KEY,
      '["public","slides",{"page":1,"size":5}]',
    ]);
    expect(answers['["public","complaint-counts"]']).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Resolved', count: 1 },
    ]);
    // Each call once, whatever the passes.
    expect(api.sentTo('GET /api/v2/public/slides')).toHaveLength(1);
    // The slide's picture by its URL on the API: the first, fetched at once and first.
    expect(html).toContain(
      'src="https://api.council.test/api/files/640/fedcba9876543210/photo-640w.webp"',
    );
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  // zustand's own hook would render the store's first state here, the demo council.
  it("names the configured council, not the demo's, in the server's markup", async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./Home', {});
    expect(rendered?.html).toContain('Welcome to Rampur Nagar Panchayat');
  });

  it('renders the home page in Hindi for a visitor who chose it, and in English after', async () => {
    api.answers(homeAnswers);
    const hindi = await renderScreen('./Home', {}, '/home', undefined, 'hi');
    // The council has no Hindi name: its English one, marked as English, in the Hindi sentence.
    expect(hindi?.html).toContain('<span lang="en">Rampur Nagar Panchayat</span> में आपका स्वागत है');
    expect(hindi?.html).toContain('शिकायतों की स्थिति');
    expect(hindi?.html).toContain('खुली: 2');
    expect(hindi?.html).not.toContain('Complaint Status');
    const english = await renderScreen('./Home', {});
    expect(english?.html).toContain('Complaint Status');
    expect(english?.html).toContain('Open: 2');
  });

  it('renders the about page with its two answers', async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./About', {});
    expect(rendered?.html).toContain('Our town &lt;by&gt; the river.');
    expect(Object.keys(answersOf(rendered?.calls)).sort()).toEqual([
      '["public","about",{"page":1}]',
      '["public","last-updated"]',
      OFFICIALS_KEY,
    ]);
    // The about text's own change, though the complaints changed later.
    expect(rendered?.html).toContain('Last updated on 01/Feb/2026');
    expect(api.sentTo('GET /api/v2/public/slides')).toEqual([]);
  });

  it('renders the page of the address it is given, and hands over that page', async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./About', {}, '/about?page=2');
    expect(api.sentAddresses()).toContain('/api/v2/public/about?page=2');
    expect(Object.keys(answersOf(rendered?.calls))).toContain('["public","about",{"page":2}]');
  });

  it('renders a list at the page of its address, with that page marked current', async () => {
    api.answer(
      'GET /api/v2/public/notices',
      pageOf([aNotice({ id: 3, title: 'Water cut', filePath: aStoredPdf('Water cut.pdf') })], {
        page: 2,
        total: 23,
      }),
    );
    api.answer(
      'GET /api/v2/public/last-updated',
      lastUpdatedAnswer('2026-03-09T00:00:00.000Z', { notices: '2026-03-04T05:06:07.000Z' }),
    );
    const { html, calls } = await renderFirstScreen(
      DocumentsPage,
      { kind: 'notice' },
      '/notice?page=2',
    );
    expect(api.sentAddresses().sort()).toEqual([
      '/api/v2/public/last-updated',
      '/api/v2/public/notices?page=2',
    ]);
    expect(Object.keys(answersOf(calls)).sort()).toEqual([
      '["public","last-updated"]',
      '["public","notices",{"page":2}]',
    ]);
    expect(html).toContain('Water cut');
    expect(html).toContain(
      '<time dateTime="2026-03-04T05:06:07.000Z">Last updated on 04/Mar/2026</time>',
    );
    expect(html).toContain('aria-label="Page 2" aria-current="page" href="/notice?page=2"');
    // The notice's PDF by its URL on the API, opened in a new tab.
    expect(html).toMatch(
      /<a href="https:\/\/api\.council\.test\/api\/files\/9\/00112233aabbccdd\/Water%20cut\.pdf"[^>]* target="_blank"/,
    );
  });

  it("names a tender's page after the tender, for the page's title", async () => {
    api.answer('GET /api/v2/public/tenders/:id', aTender({ id: 4, tender_title: 'Street lights' }));
    const rendered = await renderScreen('./TenderDetails', {}, '/tender-details?id=4');
    expect(pageReads(api)).toEqual(['/api/v2/public/tenders/4']);
    expect(rendered?.title).toBe('Street lights');
    // A list names none: its route's title stands.
    api.answers(homeAnswers);
    expect(await renderScreen('./Home', {})).not.toHaveProperty('title');
  });

  it("gives a notice's page its title and description, for the page's head", async () => {
    api.answer(
      'GET /api/v2/public/notices/:id',
      aNotice({ id: 7, title: 'Water cut', description: '  Ward 3 <and> 4  ' }),
    );
    const rendered = await renderScreen(
      './DocumentDetails',
      { kind: 'notice' },
      '/notice-details?id=7',
    );
    expect(pageReads(api)).toEqual(['/api/v2/public/notices/7']);
    expect(rendered).toMatchObject({ title: 'Water cut', description: 'Ward 3 <and> 4' });
    expect(rendered).not.toHaveProperty('notFound');
    expect(rendered?.html).toContain('Ward 3 &lt;and&gt; 4');
  });

  it('renders an unknown item as not found, for the server to answer 404', async () => {
    api.answer('GET /api/v2/public/press-releases/:id', failWith(404, { message: 'None' }));
    const rendered = await renderScreen('./PressReleaseDetails', {}, '/pressrelease-details?id=9');
    expect(rendered?.notFound).toBe(true);
    expect(rendered?.html).toContain('This press release was not found.');
    expect(rendered).not.toHaveProperty('title');
    // No id at all: no call, and not found.
    api.forgetSent();
    const none = await renderScreen('./LatestNewsDetails', {}, '/latestnews-details?id=x');
    expect(none?.notFound).toBe(true);
    expect(pageReads(api)).toEqual([]);
    const tender = await renderScreen('./TenderDetails', {}, '/tender-details');
    expect(tender?.notFound).toBe(true);
  });

  it.each([
    ['./ContactUs', 'Contact Us'],
    ['./TradeLicence', 'Trade Licence Application Form'],
    ['./Feedback', 'Feedback'],
    ['./ScreenReaderAccess', 'Screen Reader Access'],
  ])('renders the form or text of %s, headed %s', async (module, heading) => {
    api.answers(homeAnswers);
    const rendered = await renderScreen(module, {});
    expect(rendered?.html).toContain(`<h1 class="ps-page-title">${heading}</h1>`);
    expect(rendered?.notFound).toBeFalsy();
  });

  it.each(['./NoSuchModule', 'constructor', '__proto__', 'toString'])(
    'leaves %s to the browser',
    async (module) => {
      api.answers(homeAnswers);
      await expect(renderScreen(module, {})).resolves.toBeNull();
      expect(api.sent).toEqual([]);
    },
  );

  it('renders a website policy page in Hindi with its text and hands over its answer', async () => {
    api.answer(
      'GET /api/v2/public/policies/:key' as never,
      {
        key: 'help',
        title: 'Help',
        body: 'How to use the site.',
        titleHindi: 'सहायता',
        bodyHindi: '## PDF दस्तावेज़ खोलना\n- निःशुल्क रीडर',
        edited: false,
        updatedAt: null,
      } as never,
    );
    const rendered = await renderScreen('./Policy', { page: 'help' }, '/help', undefined, 'hi');
    expect(rendered?.html).toContain('सहायता</h1>');
    expect(rendered?.html).toContain('<li>निःशुल्क रीडर</li>');
    expect(Object.keys(answersOf(rendered?.calls))).toContain('["public","policy","help"]');
  });

  it('renders forms that, sent before the scripts take over, put nothing personal in the address', async () => {
    // The contact form (name, email, phone) and the trade licence's (the owner's) post, their
    // controls disabled until hydrated; tracking and the scorecard ask for the address the page
    // sets itself, which the server renders with the answer.
    api.answers({
      ...homeAnswers,
      'GET /api/v2/public/grievance-scorecard': aScorecard({
        from: '2026-01-01',
        to: '2026-02-28',
      }),
    });
    for (const module of ['./ContactUs', './TradeLicence']) {
      const html = (await renderScreen(module, {}, '/x'))?.html ?? '';
      expect(html).toMatch(
        /<form[^>]* method="post"[^>]*><fieldset role="presentation" disabled=""/,
      );
      expect(html).not.toMatch(/<form(?![^>]*method="post")/);
    }
    const tracking = (await renderScreen('./TrackGrievance', {}, '/trackgrievance'))?.html ?? '';
    expect(tracking).toMatch(/<input[^>]* name="number"/);
    const scorecard = (await renderScreen('./GrievanceScorecard', {}, '/x'))?.html ?? '';
    expect(scorecard).toMatch(/<input[^>]* name="from"/);
    expect(scorecard).toMatch(/<input[^>]* name="to"/);
  });

  it('rejects when a call of the screen fails, so that the browser renders the page', async () => {
    api.answers({ ...homeAnswers, 'GET /api/v2/public/about': failWith(500) });
    await expect(renderScreen('./Home', {})).rejects.toThrow('Request failed with status code 500');
  });
});
