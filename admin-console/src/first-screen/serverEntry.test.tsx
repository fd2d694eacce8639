/**
 * @jest-environment node
 */
// The server bundle runs in Node: no window, no document, no localStorage.
import { indiaDate } from '@council/api-client';
import {
  aDeskQueueItem,
  aDeskQueuePage,
  aMyAccount,
  anOfficer,
  anAccountRow,
  aNotice,
  aStoredPdf,
  authorizationOf,
  complaintCountsOf,
  pageOf,
} from '@council/api-fake';
import {
  answersOf,
  describeSignedInServerScreens,
  TEST_COUNCIL_NAME,
  testedServerBundle,
} from '@council/first-screen-render/src/testing';
import declared from '../../screens.json';
import { configureFirstScreens, renderScreen } from './serverEntry';
import { serverScreens } from './serverScreens';

const { api, token: adminToken } = testedServerBundle(
  { configureFirstScreens },
  'admin_console',
  'admin',
);

describe("the admin console's server bundle", () => {
  it('renders every screen of the console on the server', () => {
    expect([...serverScreens.modules].sort()).toEqual(Object.keys(declared.modules).sort());
  });

  it("renders the Notice editor at its address's page, with its rows, in the admin's session", async () => {
    api.answer(
      'GET /api/v2/admin/notices',
      pageOf(
        [
          aNotice({
            id: 3,
            title: 'Water <cut>',
            issueDate: '2024-03-05',
            filePath: aStoredPdf('Water cut.pdf'),
          }),
        ],
        { page: 2, size: 10, total: 23 },
      ),
    );

    const rendered = await renderScreen('./NoticeEditor', {}, '/editnotice?page=2', adminToken);

    expect(api.sentAddresses()).toEqual(['/api/v2/admin/notices?page=2']);
    expect(authorizationOf(api.sent[0])).toBe(`Bearer ${adminToken}`);
    const html = rendered?.html ?? '';
    expect(html).toContain('<td><div lang="en">Water &lt;cut&gt;</div></td>');
    expect(html).toContain('<td>Mar 5, 2024</td>');
    expect(html).toMatch(
      /<a href="https:\/\/api\.council\.test\/api\/files\/9\/00112233aabbccdd\/Water%20cut\.pdf"/,
    );
    expect(html).toContain('aria-label="Page 2" aria-current="page" href="/editnotice?page=2"');
    expect(html).not.toContain('Loading...');
    // Handed over under the key the browser's editor reads: the page of the address.
    const answers = Object.entries(answersOf(rendered?.calls));
    expect(answers).toHaveLength(1);
    expect(answers[0]?.[0]).toMatch(/^\["admin","records",.*\{"page":2\}\]$/);
  });

  it("renders in the reader's language: the Notice editor in Hindi, the next render in English", async () => {
    api.answer(
      'GET /api/v2/admin/notices',
      pageOf([
        aNotice({ id: 3, title: 'Water cut', filePath: aStoredPdf('Water cut.pdf') }),
        aNotice({ id: 2, title: 'Tax', titleHindi: 'कर', filePath: aStoredPdf('Tax.pdf') }),
      ]),
    );

    const hindi = (await renderScreen('./NoticeEditor', {}, '/editnotice', adminToken, 'hi'))?.html;

    expect(hindi).toContain('<h1 class="h3 mb-0" tabindex="-1">सूचना</h1>');
    expect(hindi).toContain('>नई सूचना जोड़ें</button>');
    expect(hindi).toContain('<th scope="col">जारी करने की तिथि</th>');
    expect(hindi).toContain(
      '>दस्तावेज़ डाउनलोड करें<!-- --> <span class="council-file-facts">(PDF, 1.2 MB)</span></a>',
    );
    // The clerk's content stays as written, each language marked: the English, and the Hindi
    // under it where there is one.
    expect(hindi).toContain('<td><div lang="en">Water cut</div></td>');
    expect(hindi).toContain(
      '<td><div lang="en">Tax</div><div lang="hi" class="admin-hindi-text">कर</div></td>',
    );
    expect(hindi).not.toContain('Create New');

    const english = (await renderScreen('./NoticeEditor', {}, '/editnotice', adminToken))?.html;
    expect(english).toContain('<h1 class="h3 mb-0" tabindex="-1">Notice</h1>');
    expect(english).not.toContain('सूचना');
  });

  it('frames it in the admin layout: the council, and the links of the console, this one current', async () => {
    api.answer('GET /api/v2/admin/notices', pageOf([]));

    const html = (await renderScreen('./NoticeEditor', {}, '/editnotice', adminToken))?.html;

    expect(html).toContain(`<span class="council-dashboard-title">${TEST_COUNCIL_NAME}</span>`);
    const links = [...(html ?? '').matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    // View on site, the Admin menu's Profile and Settings, then the sidebar: the screens of the
    // console menu, and View on site again at its foot (for phones, where the header has no room).
    const menu = declared.screens.filter((screen) => 'menu' in screen).map(({ path }) => path);
    expect(links.map(([, href]) => href)).toEqual([
      '/home',
      '/profile',
      '/settings',
      ...menu,
      '/home',
    ]);
    expect(html).toContain('<a aria-current="page" class="active" href="/editnotice"');
  });

  it('renders the dashboard with the complaint counts, their pie, the new messages and the deadlines by ward', async () => {
    api.answer('GET /api/v2/admin/feedback-counts', { new: 3, handled: 1 });
    api.answer('GET /api/v2/admin/complaint-counts', complaintCountsOf({ Open: 2, Resolved: 1 }));
    api.answer('GET /api/v2/desk/ward-deadlines', {
      today: '2026-03-10',
      wards: [{ wardId: 12, ward: '12', awaiting: 9, overdue: 2, dueToday: 1 }],
    });

    const html = (await renderScreen('./Dashboard', {}, '/dashboard', adminToken))?.html;

    expect(api.sent.map(authorizationOf)).toEqual([
      `Bearer ${adminToken}`,
      `Bearer ${adminToken}`,
      `Bearer ${adminToken}`,
    ]);
    expect(html).toContain(
      '<li><span class="council-status-swatch council-status-open" aria-hidden="true"></span>Open: 2 complaint(s)</li>' +
        '<li><span class="council-status-swatch council-status-resolved" aria-hidden="true"></span>Resolved: 1 complaint(s)</li>',
    );
    expect(html).toContain('<canvas width="400" height="400" role="img"');
    // The deadlines come with the page: the browser asks nothing more.
    expect(html).toContain('href="/grievance-desk?ward=12&amp;overdue=1"');
    expect(html).toContain('<p class="admin-feedback-count">3 new messages</p>');
    expect(html).not.toContain('Loading...');
  });

  it("renders the desk's queue of the filters and page its address names", async () => {
    api.answers({
      'GET /api/v2/desk/complaints': aDeskQueuePage(
        [aDeskQueueItem({ id: 123, number: 'SNP/2026/000123', overdue: true })],
        { page: 2, total: 21, counts: [{ status: 'Open', count: 21 }], overdue: 1 },
      ),
      'GET /api/v2/public/grievance-categories': [
        { id: 3, title: 'Blocked drain', daysToResolve: 3 },
      ],
      'GET /api/v2/desk/ward-deadlines': { today: '2026-03-10', wards: [] },
      'GET /api/v2/desk/officers': [anOfficer()],
    });

    const rendered = await renderScreen(
      './DeskQueue',
      {},
      '/grievance-desk?status=Open&page=2',
      adminToken,
    );

    expect(api.sentAddresses()).toContain('/api/v2/desk/complaints?page=2&status=Open');
    const html = rendered?.html ?? '';
    expect(html).toContain('href="/grievance-desk/complaint?id=123"');
    expect(html).toContain('<option value="Open" selected="">Open (21)</option>');
    expect(html).toContain('<span class="badge text-bg-danger ms-1">Overdue</span>');
    expect(html).not.toContain('Loading...');
  });

  it('renders the accounts of the page and search its address names', async () => {
    api.answer(
      'GET /api/v2/admin/accounts',
      pageOf([anAccountRow({ name: 'Ravi <K>', email: 'ravi@council.example.in' })], {
        page: 2,
        size: 1,
        total: 2,
      }),
    );

    const rendered = await renderScreen('./Accounts', {}, '/accounts?q=ravi&page=2', adminToken);

    expect(api.sentAddresses()).toEqual(['/api/v2/admin/accounts?q=ravi&page=2']);
    const html = rendered?.html ?? '';
    expect(html).toContain('<td>Ravi &lt;K&gt;</td><td>ravi@council.example.in</td>');
    expect(html).toContain('value="ravi"');
    expect(html).toContain(
      'aria-label="Page 2" aria-current="page" href="/accounts?q=ravi&amp;page=2"',
    );
  });

  it("renders Profile and Settings with the admin's own account, the forms filled", async () => {
    api.answer('GET /api/v2/account', aMyAccount({ name: 'Ravi <K>', role: 'admin', mobile: '' }));

    const profile = (await renderScreen('./Profile', {}, '/profile', adminToken))?.html ?? '';
    const settings = (await renderScreen('./Settings', {}, '/settings', adminToken))?.html ?? '';

    expect(profile).toContain('value="Ravi &lt;K&gt;"');
    expect(profile).toContain('<dd>Administrator</dd>');
    expect(profile).not.toContain('Loading your account');
    expect(settings).toContain('For the account asha@example.in.');
    expect(settings).toContain('type="password" autoComplete="current-password"');
  });

  it('leaves a module it does not expose to the browser', async () => {
    await expect(renderScreen('./NoSuchEditor', {}, '/editnotice', adminToken)).resolves.toBeNull();
    expect(api.sent).toEqual([]);
  });

  describeSignedInServerScreens(
    declared,
    { renderScreen },
    { api, token: adminToken },
    {
      alsoCalls: {
        './Dashboard': ['/api/v2/desk/ward-deadlines', '/api/v2/admin/feedback-counts'],
        './DeskQueue': [
          '/api/v2/public/grievance-categories',
          '/api/v2/desk/ward-deadlines',
          '/api/v2/desk/officers',
        ],
        './GrievanceSettings': [
          `/api/v2/public/holidays?year=${indiaDate(new Date()).slice(0, 4)}`,
        ],
      },
    },
  );
});
