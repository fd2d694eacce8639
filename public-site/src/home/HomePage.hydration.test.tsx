import { StrictMode, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@council/query';
import { dehydrate } from '@council/query/server';
import {
  HOME_DESIGNATIONS,
  publicQueries,
  seedFirstScreenAnswers,
  type AboutEntry,
  type Official,
  type Page,
  type LastUpdated,
  type Slide,
  type StatusCount,
  type StoredFile,
} from '@council/api-client';
import { CALLS_ELEMENT_ID } from '@council/first-screen';
import { testQueryClient } from '@council/remote-harness/src/testing';
import { renderFirstScreen } from '@council/first-screen-render';
import { lastUpdatedAnswer } from '../testing/lastUpdatedAnswer';
import { renderScreen } from '../testing/renderScreen';
import {
  anAboutEntry,
  anOfficial,
  aSlide,
  aStoredImage,
  complaintCountsOf,
  fakeApi,
  pageOf,
  PENDING,
  type FakeAnswers,
} from '@council/api-fake';
import type { ChartJsStandIn, DrawnChart } from '@council/ui/src/chart/testing/chartJsStandIn';
import HomePage from './HomePage';
import { HOME_OFFICIALS, HOME_SLIDES } from './homeCalls';

// chart.js needs a real canvas: it is replaced at its edge (the chart's own package tests it).
const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest
    .requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
    .chartJsStandIn(mockDrawn),
);

const OFFICIALS = 'GET /api/v2/public/officials';
const api = fakeApi({ otherCalls: 'empty list' });

/** A stored image as the browser's client reads it: by URL on the API, with one rendition. */
function picture(id: number, mediaType = 'image/jpeg'): StoredFile {
  return {
    url: `https://api.council.test/api/files/${id}/0123456789abcdef/photo.jpg`,
    mediaType,
    byteSize: 80_000,
    width: 1200,
    height: 800,
    renditions: [
      {
        width: 640,
        url: `https://api.council.test/api/files/${id + 100}/fedcba9876543210/photo-640w.webp`,
      },
    ],
  };
}
const JPEG = picture(1);
const PNG = picture(3, 'image/png');

const pageOfItems = <T,>(items: T[]): Page<T> => ({
  items,
  page: 1,
  size: 20,
  total: items.length,
});

function official(
  id: number,
  name: string,
  designation: string,
  photo: StoredFile | null,
): Official {
  return {
    id,
    serialNo: id,
    name,
    designation,
    nameHindi: null,
    designationHindi: null,
    email: '',
    status: 'Active',
    postRemarks: `${designation}, Nagar Parishad Sundarpur (demo)`,
    fromDate: null,
    toDate: null,
    landline: '',
    mobile: '9000000001',
    showOnHome: true,
    photo,
  };
}

/** The answers the server renders the demo council's home page with. */
const slides: Slide[] = [
  { id: 1, image: JPEG, caption: 'Station Road', captionHindi: 'स्टेशन रोड' },
  { id: 2, image: null, caption: null, captionHindi: null },
  { id: 3, image: PNG, caption: null, captionHindi: null },
];
const ABOUT_TEXT = 'The Nagar Parishad looks after roads, drains & street lights <in 12 wards>.';
const about: AboutEntry[] = [
  {
    id: 1,
    name: 'Welcome',
    description: ABOUT_TEXT,
    nameHindi: null,
    descriptionHindi: null,
    photo: PNG,
  },
];
const officials: Official[] = [
  official(4, 'Smt. Sunita Devi', 'Chairman', PNG),
  official(1, 'Shri Ramesh Prasad', 'Chief Minister', null),
];
const counts: StatusCount[] = [
  { status: 'Open', count: 2 },
  { status: 'Resolved', count: 1 },
];
// The about text changed last of what the page shows (the gallery, later, is not on it).
const lastUpdated: LastUpdated = {
  site: '2026-03-08T10:00:00.000Z',
  parts: {
    ...(lastUpdatedAnswer(null).parts as LastUpdated['parts']),
    slides: '2026-03-01T10:00:00.000Z',
    about: '2026-03-04T05:06:07.000Z',
    gallery: '2026-03-08T10:00:00.000Z',
  },
};
/** A cache holding the home page's four answers, as the server's is once they are fetched. */
function answeredCache(): QueryClient {
  const client = testQueryClient();
  client.setQueryData(publicQueries.slides(HOME_SLIDES).queryKey, pageOfItems(slides));
  client.setQueryData(publicQueries.about({ page: 1 }).queryKey, pageOfItems(about));
  client.setQueryData(
    publicQueries.officials(HOME_DESIGNATIONS, 'Yes', HOME_OFFICIALS).queryKey,
    pageOfItems(officials),
  );
  client.setQueryData(publicQueries.complaintCounts().queryKey, counts);
  client.setQueryData(publicQueries.lastUpdated().queryKey, lastUpdated);
  return client;
}

/** The answers as the server hands them to the page: its cache, dehydrated. */
const ANSWERS = dehydrate(answeredCache()) as unknown as Record<string, unknown>;

/** Every call of the home page stays unanswered: what the page shows comes from the server. */
const NO_ANSWERS: FakeAnswers = {
  'GET /api/v2/public/slides': PENDING,
  'GET /api/v2/public/about': PENDING,
  [OFFICIALS]: PENDING,
  'GET /api/v2/public/complaint-counts': PENDING,
  'GET /api/v2/public/last-updated': PENDING,
};

/** The shell's server's page: the screen's markup in #root, then the answers it was rendered with. */
function serveRendered(html: string, calls: Record<string, unknown>): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  const script = document.createElement('script');
  script.id = CALLS_ELEMENT_ID;
  script.type = 'application/json';
  // As packages/static-server's withFirstScreen embeds them.
  script.textContent = JSON.stringify(calls).replace(/</g, '\\u003c');
  document.body.append(container, script);
  return container;
}

/** The server's render of the home page with its four answers (no calls are started there). */
function renderOnServer(): string {
  return renderToString(
    <QueryClientProvider client={answeredCache()}>
      <HomePage />
    </QueryClientProvider>,
  );
}

/** The browser's cache, seeded from the page as the shell's bootstrap seeds it. */
function seededCache(): QueryClient {
  const client = testQueryClient();
  seedFirstScreenAnswers(client, document);
  return client;
}

const inCache = (client: QueryClient, page: ReactElement) => (
  <QueryClientProvider client={client}>{page}</QueryClientProvider>
);

// By element, not role: a slide without a caption only decorates (alt="", no img role).
const shownSlides = (carousel: HTMLElement) =>
  [...carousel.querySelectorAll('.ps-carousel-slide img')].filter(
    (img) => !img.closest('[hidden]'),
  );

describe('the home page rendered on the server and hydrated', () => {
  let root: Root | undefined;
  let onRecoverableError: jest.Mock;
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    api.answers(NO_ANSWERS);
    onRecoverableError = jest.fn();
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  async function hydrate(container: HTMLElement, page: ReactElement) {
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
  }

  it('takes over the markup with the answers of the page, without asking the API', async () => {
    const html = renderOnServer();
    // The server rendered the loaded page, not its loading line.
    expect(html).toContain('Smt. Sunita Devi');
    expect(html).not.toContain('ps-carousel-placeholder');
    const container = serveRendered(html, ANSWERS);
    const served = container.innerHTML;
    const servedTitle = container.querySelector('.ps-welcome-title');

    await hydrate(container, inCache(seededCache(), <HomePage />));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(api.sent).toEqual([]);
    // React took over the server's nodes as they were.
    expect(container.innerHTML).toBe(served);
    expect(container.querySelector('.ps-welcome-title')).toBe(servedTitle);
    expect(screen.getByText('Open: 2')).toBeInTheDocument();
    expect(screen.getByText(ABOUT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The newest change of what the page shows, as the server wrote it.
    expect(html).toContain('Last updated on 04/Mar/2026');
    expect(screen.getByText('Last updated on 04/Mar/2026')).toBeInTheDocument();

    // The hydrated carousel works: the slide without a picture is left out; a slide's caption is
    // its picture's alt text, a slide without one only decorates.
    const carousel = screen.getByRole('region', { name: 'Pictures of the council' });
    expect(shownSlides(carousel).map((img) => img.getAttribute('alt'))).toEqual(['Station Road']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next picture' }));
    expect(shownSlides(carousel).map((img) => img.getAttribute('src'))).toEqual([
      PNG.renditions[0]?.url,
    ]);
    expect(shownSlides(carousel).map((img) => img.getAttribute('alt'))).toEqual(['']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause the slide show' }));
    expect(within(carousel).getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates what renderFirstScreen rendered from the API, with the answers it handed over', async () => {
    api.answers({
      'GET /api/v2/public/slides': pageOf([
        aSlide({ id: 1, sliderPath: aStoredImage() }),
        aSlide({
          id: 2,
          sliderPath: aStoredImage({ url: '/api/files/8/0123456789abcdef/photo.png' }),
          caption: 'Ward 7 park',
        }),
      ]),
      'GET /api/v2/public/about': pageOf([
        anAboutEntry({ id: 1, name: 'Office', description: 'Our town by the river.' }),
      ]),
      [OFFICIALS]: pageOf([anOfficial({ id: 5, name: 'Asha Singh', designation: 'Chairman' })]),
      'GET /api/v2/public/complaint-counts': complaintCountsOf({ Open: 1, Pending: 1 }),
      'GET /api/v2/public/last-updated': lastUpdatedAnswer(null, {
        officials: '2026-03-04T05:06:07.000Z',
      }),
    });
    const { html, calls } = await renderFirstScreen(HomePage, {});
    expect(Object.keys(calls).sort()).toEqual(Object.keys(ANSWERS).sort());
    expect(html).toContain('Asha Singh');
    expect(html).toContain('Last updated on 04/Mar/2026');

    api.answers(NO_ANSWERS);
    api.forgetSent();
    const container = serveRendered(html, calls);
    const served = container.innerHTML;
    await hydrate(container, inCache(seededCache(), <HomePage />));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(api.sent).toEqual([]);
    expect(container.innerHTML).toBe(served);
    expect(screen.getByText('Pending: 1')).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Pictures of the council' });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show picture 2' }));
    expect(shownSlides(carousel).map((img) => img.getAttribute('alt'))).toEqual(['Ward 7 park']);
  });

  it('hydrates under StrictMode, as the shell does, without a mismatch', async () => {
    const container = serveRendered(renderOnServer(), ANSWERS);
    await hydrate(container, <StrictMode>{inCache(seededCache(), <HomePage />)}</StrictMode>);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByText('Smt. Sunita Devi')).toBeInTheDocument();
    // StrictMode's second render and effect run find the same cached answers.
    expect(api.sent).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports a mismatch when the page lacks the answers the markup was rendered with', async () => {
    // The check the tests above rely on: without the answers the first render is the loading
    // line, which is not what the server sent.
    const container = serveRendered(renderOnServer(), {});
    consoleError.mockImplementation(() => undefined);
    await hydrate(container, inCache(seededCache(), <HomePage />));
    expect(onRecoverableError).toHaveBeenCalled();
    expect(api.sentAddresses()).toContain('/api/v2/public/slides?size=5');
  });

  it('asks the API afresh when the visitor comes back, showing the answers it has meanwhile', async () => {
    const container = serveRendered(renderOnServer(), ANSWERS);
    const client = seededCache();
    await hydrate(container, inCache(client, <HomePage />));
    expect(api.sent).toEqual([]);
    act(() => root?.unmount());
    root = undefined;
    // The screen is left: a task later its answers are ordinary cached ones.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    api.answer('GET /api/v2/public/slides', PENDING);
    renderScreen(<HomePage />, '/', client);
    expect(screen.getByText('Smt. Sunita Devi')).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.sentAddresses()).toEqual(
      expect.arrayContaining([
        '/api/v2/public/slides?size=5',
        '/api/v2/public/about?page=1',
        '/api/v2/public/complaint-counts',
      ]),
    );
  });
});
