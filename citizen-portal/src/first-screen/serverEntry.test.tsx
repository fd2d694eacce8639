/**
 * @jest-environment node
 */
// The server bundle runs in Node: no window, no document, no localStorage.
import {
  aComplaint,
  aMyAccount,
  authorizationOf,
  complaintCountsOf,
  pageOf,
} from '@council/api-fake';
import * as testing from '@council/first-screen-render/src/testing';
import declared from '../../screens.json';
import { configureFirstScreens, renderScreen } from './serverEntry';

// A citizen's session, and the bundle configured as the portal's static server does it.
const bundle = { configureFirstScreens, renderScreen };
const { api, token: citizenToken } = testing.testedServerBundle(bundle, 'citizen_portal', 'user');
// The dashboard and the complaints also read the account, for the notice of an unconfirmed email.
const ACCOUNT = '/api/v2/account';
beforeEach(() => api.answer('GET /api/v2/account', aMyAccount()));

describe("the citizen portal's server bundle", () => {
  it("renders the citizen's dashboard with their counts, asked in their session", async () => {
    api.answer(
      'GET /api/v2/user/complaint-counts',
      complaintCountsOf({ Open: 2, Pending: 0, Resolved: 1 }),
    );

    const rendered = await renderScreen('./UserDashboard', {}, '/userdashboard', citizenToken);

    expect(api.sentAddresses().sort()).toEqual([ACCOUNT, '/api/v2/user/complaint-counts']);
    expect(api.sent.map(authorizationOf)).toEqual([1, 2].map(() => `Bearer ${citizenToken}`));
    // The counts' list as a reader gets it, whatever marks each line's colour.
    const counts = /<ul[^>]*aria-label="Your complaints by status">(.*?)<\/ul>/.exec(
      rendered?.html ?? '',
    )?.[1];
    expect(counts?.replace(/<[^>]*>/g, '|')).toMatch(
      /^\|+Open: 2 complaint\(s\)\|+Resolved: 1 complaint\(s\)\|+$/,
    );
    // The way to file a complaint is there before any script runs.
    expect(rendered?.html).toContain('href="/inquiry?add=1"');
    expect(rendered?.html).toContain('aria-label="Pie chart of your complaints by status"');
    // The portal's two links, the dashboard current.
    expect(rendered?.html).toContain('<a aria-current="page" class="active" href="/userdashboard"');
    expect(rendered?.html).toContain('href="/inquiry"');
    expect(Object.keys(testing.answersOf(rendered?.calls)).sort()).toEqual([
      '["account","mine"]',
      '["user","complaint-counts"]',
    ]);
    // A confirmed email: no notice.
    expect(rendered?.html).not.toContain('Confirm your email address');
  });

  it("renders the dashboard in Hindi for a citizen who chose it, the portal's menu too", async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({ Open: 2 }));
    api.answer('GET /api/v2/account', aMyAccount({ emailVerified: false }));

    const html =
      (await renderScreen('./UserDashboard', {}, '/userdashboard', citizenToken, 'hi'))?.html ?? '';

    expect(html).toContain('स्थितिवार शिकायतों की संख्या');
    expect(html).toContain('शिकायत दर्ज करें');
    expect(html).toContain('शिकायत दर्ज करने के लिए अपने ई-मेल पते की पुष्टि करें।');
    expect(html).toContain('aria-label="स्थिति के अनुसार आपकी शिकायतों का पाई चार्ट"');
    expect(html).toContain('>शिकायत दर्ज करें / देखें</a>');
    expect(html).not.toContain('Status-wise Complaint Count');
  });

  it('renders the notice of an unconfirmed email with the page', async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    api.answer(
      'GET /api/v2/account',
      aMyAccount({ email: 'asha@example.in', emailVerified: false }),
    );

    const rendered = await renderScreen('./UserDashboard', {}, '/userdashboard', citizenToken);

    expect(rendered?.html).toContain('Confirm your email address to file complaints.');
    expect(rendered?.html).toContain('We sent a link to asha@example.in.');
    expect(testing.answersOf(rendered?.calls)['["account","mine"]']).toMatchObject({
      emailVerified: false,
    });
  });

  it('renders the complaints of the filter and page its address names, with their rows', async () => {
    api.answer(
      'GET /api/v2/user/complaints',
      pageOf([aComplaint({ id: 41, grievanceName: 'Street light <out>', status: 'Open' })], {
        page: 2,
        total: 21,
      }),
    );

    const rendered = await renderScreen(
      './Complaints',
      {},
      '/inquiry?status=Open&page=2',
      citizenToken,
    );

    expect(api.sentAddresses().sort()).toEqual([
      ACCOUNT,
      '/api/v2/user/complaints?status=Open&page=2&size=20',
    ]);
    expect(api.sent.map(authorizationOf)).toEqual([1, 2].map(() => `Bearer ${citizenToken}`));
    const html = rendered?.html ?? '';
    // Laid out as cards on phones: each cell names its column (issue 17).
    expect(html).toContain('<td role="cell" data-label="ID" class="council-wide-only">41</td>');
    expect(html).toContain('<td role="cell" data-label="Grievance">Street light &lt;out&gt;</td>');
    expect(html).toContain('<option value="Open" selected="">Open</option>');
    expect(html).toContain('aria-current="page" href="/inquiry?status=Open&amp;page=2"');
    // The details' dialog is there, closed, until a citizen opens it in the browser.
    expect(html).toMatch(/<dialog class="council-modal[^"]*"><\/dialog>/);
  });

  it('leaves a module it does not expose to the browser', async () => {
    await expect(renderScreen('./Grievances', {}, '/inquiry', citizenToken)).resolves.toBeNull();
    expect(api.sent).toEqual([]);
  });

  testing.describeSignedInServerScreens(
    declared,
    bundle,
    { api, token: citizenToken },
    { alsoCalls: { './UserDashboard': [ACCOUNT], './Complaints': [ACCOUNT] } },
  );
});
