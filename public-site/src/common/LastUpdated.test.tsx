import { screen } from '@testing-library/react';
import { fakeApi, failWith } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { lastUpdatedAnswer as answer } from '../testing/lastUpdatedAnswer';
import { renderScreen } from '../testing/renderScreen';
import { LastUpdated } from './LastUpdated';
import { PageFrame } from './PageFrame';

const api = fakeApi();
const CALL = 'GET /api/v2/public/last-updated';

afterEach(() => setLanguage('en'));

describe('the "Last updated" line', () => {
  it('names the newest change of what the page shows, in Indian time', async () => {
    api.answer(
      CALL,
      answer('2026-03-09T00:00:00.000Z', {
        notices: '2026-03-04T05:06:07.000Z',
        // 20:00 UTC on the 5th is already the 6th in India.
        circulars: '2026-03-05T20:00:00.000Z',
        gallery: '2026-03-08T10:00:00.000Z',
      }),
    );
    renderScreen(<LastUpdated shows={['notices', 'circulars']} />);
    const line = await screen.findByText('Last updated on 06/Mar/2026');
    expect(line).toHaveAttribute('datetime', '2026-03-05T20:00:00.000Z');
  });

  it("names the site's newest change where asked, in Hindi as Hindi writes a date", async () => {
    await setLanguage('hi');
    api.answer(CALL, answer('2026-03-09T06:00:00.000Z', {}));
    renderScreen(<LastUpdated shows="site" />);
    expect(await screen.findByText('अंतिम अद्यतन: 09 मार्च 2026')).toBeInTheDocument();
  });

  it('says nothing when nothing shown has a date, or the call fails', async () => {
    api.answer(CALL, answer('2026-03-09T06:00:00.000Z', { gallery: '2026-03-08T10:00:00.000Z' }));
    const { unmount } = renderScreen(
      <PageFrame title="Notices" lastUpdated={['notices']}>
        <p>List</p>
      </PageFrame>,
    );
    await screen.findByText('List');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sentTo(CALL)).toHaveLength(1);
    expect(screen.queryByText(/Last updated/)).toBeNull();
    unmount();
    api.answer(CALL, failWith(500));
    renderScreen(<LastUpdated shows={['gallery']} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('is asked for only by a frame that names what its page shows', async () => {
    renderScreen(<PageFrame title="Privacy policy">Text</PageFrame>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sentTo(CALL)).toHaveLength(0);
  });
});
