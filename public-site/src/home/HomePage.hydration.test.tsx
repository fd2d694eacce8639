import { StrictMode, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AboutEntry, Official, Slide, StatusCount } from '@council/api-client';
import { CALLS_ELEMENT_ID } from '@council/first-screen';
import {
  FirstScreenCallsContext,
  pageCalls,
  type FirstScreenCalls,
} from '../first-screen/firstScreenCalls';
import { renderFirstScreen } from '../first-screen/renderFirstScreen';
import { JPEG_BASE64, PNG_BASE64, renderScreen } from '../testing/renderScreen';
import { sentRequests, stubApi } from '../testing/stubApi';
import type { ChartJsStandIn, DrawnChart } from '@council/ui/src/chart/testing/chartJsStandIn';
import HomePage from './HomePage';

// chart.js needs a real canvas: it is replaced at its edge (the chart's own package tests it).
const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest
    .requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
    .chartJsStandIn(mockDrawn),
);

const OFFICIALS = '/api/Public/minister-officer-employee-by-designations';

function official(id: number, name: string, designation: string, photo: string | null): Official {
  return {
    id,
    serialNo: id,
    name,
    designation,
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

/** The answers the server renders the demo council's home page with, by useLoaded key. */
const slides: Slide[] = [
  { id: 1, image: JPEG_BASE64 },
  { id: 2, image: null },
  { id: 3, image: PNG_BASE64 },
];
const ABOUT_TEXT = 'The Nagar Parishad looks after roads, drains & street lights <in 12 wards>.';
const about: AboutEntry[] = [
  { id: 1, name: 'Welcome', description: ABOUT_TEXT, photo: PNG_BASE64 },
];
const officials: Official[] = [
  official(4, 'Smt. Sunita Devi', 'Chairman', PNG_BASE64),
  official(1, 'Shri Ramesh Prasad', 'Chief Minister', null),
];
const counts: StatusCount[] = [
  { status: 'Open', count: 2 },
  { status: 'Resolved', count: 1 },
];
const ANSWERS: Record<string, unknown> = {
  slides,
  about,
  'officials:home': officials,
  'complaint-counts': counts,
};

/** Every call of the home page stays unanswered: what the page shows comes from the server. */
const NO_ANSWERS = {
  '/api/Public/slider': 'pending',
  '/api/Public/about': 'pending',
  [OFFICIALS]: 'pending',
  '/api/Public/complaint-count': 'pending',
} as const;

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

/** The server's render of the home page with these answers (no calls are started there). */
function renderOnServer(calls: Record<string, unknown>): string {
  const answers = new Map(Object.entries(calls));
  const server: FirstScreenCalls = {
    startsCalls: false,
    take: (key) => (answers.has(key) ? { value: answers.get(key) } : undefined),
  };
  return renderToString(
    <FirstScreenCallsContext.Provider value={server}>
      <HomePage />
    </FirstScreenCallsContext.Provider>,
  );
}

const shownSlides = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('img', { hidden: true })
    .filter((img) => !img.closest('[hidden]'));

describe('the home page rendered on the server and hydrated', () => {
  let root: Root | undefined;
  let onRecoverableError: jest.Mock;
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    stubApi(NO_ANSWERS);
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

  // First in this file: the default context reads the page once, at its first take.
  it('takes over the markup with the answers of the page, without asking the API', async () => {
    const html = renderOnServer(ANSWERS);
    // The server rendered the loaded page, not its loading line.
    expect(html).toContain('Smt. Sunita Devi');
    expect(html).not.toContain('ps-carousel-placeholder');
    const container = serveRendered(html, ANSWERS);
    const served = container.innerHTML;
    const servedTitle = container.querySelector('.ps-welcome-title');

    await hydrate(container, <HomePage />);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(sentRequests).toEqual([]);
    // React took over the server's nodes as they were.
    expect(container.innerHTML).toBe(served);
    expect(container.querySelector('.ps-welcome-title')).toBe(servedTitle);
    expect(screen.getByText('Open: 2')).toBeInTheDocument();
    expect(screen.getByText(ABOUT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // The hydrated carousel works: the slide without a picture is left out.
    const carousel = screen.getByRole('region', { name: 'Pictures of the council' });
    expect(shownSlides(carousel).map((img) => img.getAttribute('alt'))).toEqual(['Picture 1 of 3']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next picture' }));
    expect(shownSlides(carousel).map((img) => img.getAttribute('src'))).toEqual([
      `data:image/png;base64,${PNG_BASE64}`,
    ]);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause the slide show' }));
    expect(within(carousel).getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates what renderFirstScreen rendered from the API, with the answers it handed over', async () => {
    stubApi({
      '/api/Public/slider': {
        data: [
          { id: 1, sliderPath: JPEG_BASE64 },
          { id: 2, sliderPath: PNG_BASE64 },
        ],
      },
      '/api/Public/about': {
        data: [{ id: 1, name: 'Office', description: 'Our town by the river.', photoPath: null }],
      },
      [OFFICIALS]: {
        data: { data: [{ id: 5, name: 'Asha Singh', designation: 'Chairman' }] },
      },
      '/api/Public/complaint-count': { data: [{ status: 'Open' }, { status: 'Pending' }] },
    });
    const { html, calls } = await renderFirstScreen(HomePage, {});
    expect(Object.keys(calls).sort()).toEqual([
      'about',
      'complaint-counts',
      'officials:home',
      'slides',
    ]);
    expect(html).toContain('Asha Singh');

    stubApi(NO_ANSWERS);
    const container = serveRendered(html, calls);
    const served = container.innerHTML;
    await hydrate(
      container,
      <FirstScreenCallsContext.Provider value={pageCalls(document)}>
        <HomePage />
      </FirstScreenCallsContext.Provider>,
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(sentRequests).toEqual([]);
    expect(container.innerHTML).toBe(served);
    expect(screen.getByText('Pending: 1')).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Pictures of the council' });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show picture 2' }));
    expect(shownSlides(carousel).map((img) => img.getAttribute('alt'))).toEqual(['Picture 2 of 2']);
  });

  it('hydrates under StrictMode, as the shell does, without a mismatch', async () => {
    const container = serveRendered(renderOnServer(ANSWERS), ANSWERS);
    await hydrate(
      container,
      <StrictMode>
        <FirstScreenCallsContext.Provider value={pageCalls(document)}>
          <HomePage />
        </FirstScreenCallsContext.Provider>
      </StrictMode>,
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByText('Smt. Sunita Devi')).toBeInTheDocument();
    // Not asserted here: in development StrictMode runs useLoaded's state initialiser twice, and
    // the second run, finding the answer already taken, starts the call (its answer is unused).
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports a mismatch when the page lacks the answers the markup was rendered with', async () => {
    // The check the tests above rely on: without the answers the first render is the loading
    // line, which is not what the server sent.
    const container = serveRendered(renderOnServer(ANSWERS), {});
    consoleError.mockImplementation(() => undefined);
    await hydrate(
      container,
      <FirstScreenCallsContext.Provider value={pageCalls(document)}>
        <HomePage />
      </FirstScreenCallsContext.Provider>,
    );
    expect(onRecoverableError).toHaveBeenCalled();
    expect(sentRequests).toContain('/api/Public/slider');
  });

  it('asks the API on a later visit: the answers of the page are for its first screen only', async () => {
    const calls = pageCalls(document);
    const container = serveRendered(renderOnServer(ANSWERS), ANSWERS);
    await hydrate(
      container,
      <FirstScreenCallsContext.Provider value={calls}>
        <HomePage />
      </FirstScreenCallsContext.Provider>,
    );
    expect(sentRequests).toEqual([]);
    act(() => root?.unmount());
    root = undefined;

    renderScreen(
      <FirstScreenCallsContext.Provider value={calls}>
        <HomePage />
      </FirstScreenCallsContext.Provider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(sentRequests).toEqual(
      expect.arrayContaining([
        '/api/Public/slider',
        '/api/Public/about',
        '/api/Public/complaint-count?statusFilter=All',
      ]),
    );
  });
});
