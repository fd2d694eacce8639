import { screen, within } from '@testing-library/react';
import { DEMO_COUNCIL } from '@council/site-config';
import { homeAnswers } from '../testing/homeAnswers';
import { renderScreen } from '../testing/renderScreen';
import { failWith, fakeApi, PENDING, type ApiCall } from '@council/api-fake';
import type { ChartJsStandIn, DrawnChart } from '@council/ui/src/chart/testing/chartJsStandIn';
import HomePage from './HomePage';

// chart.js needs a real canvas: it is replaced at its edge (the chart's own package tests it).
const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest
    .requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
    .chartJsStandIn(mockDrawn),
);

const OFFICIALS = 'GET /api/Public/minister-officer-employee-by-designations';
const api = fakeApi({ otherCalls: 'empty list' });

describe('the home page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds the carousel frame and what follows until the slides and the about text are in', async () => {
    api.answers({
      'GET /api/Public/slider': PENDING,
      'GET /api/Public/about': [],
      [OFFICIALS]: PENDING,
      'GET /api/Public/complaint-count': PENDING,
    });
    const { container } = renderScreen(<HomePage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // The frame only keeps the page's shape: there is nothing in it for a screen reader.
    expect(container.querySelector('.ps-carousel-placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Pictures of the council' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Welcome to / })).toBeNull();
    expect(screen.queryByText('Loading complaint status...')).toBeNull();
    // Every call still starts at once.
    expect(api.sentAddresses()).toContain(
      `${OFFICIALS.slice('GET '.length)}?designations=Chief+Minister&designations=Minister&designations=Principal+Secretary&designations=Chairman&designations=Vice+Chairman&designations=Executive+Officer&home=Yes`,
    );
    expect(api.sentAddresses()).toContain('/api/Public/complaint-count?statusFilter=All');
  });

  it('says it is loading its complaint status and officials', async () => {
    api.answers({
      ...homeAnswers,
      [OFFICIALS]: PENDING,
      'GET /api/Public/complaint-count': PENDING,
    });
    renderScreen(<HomePage />);
    expect(await screen.findByText('Loading complaint status...')).toBeInTheDocument();
    expect(screen.getByText('Loading employees...')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Welcome to ${DEMO_COUNCIL.name}` }),
    ).toBeInTheDocument();
  });

  it('shows slides with pictures, the welcome, counts per status, links and officials', async () => {
    api.answers(homeAnswers);
    renderScreen(<HomePage />);
    expect(await screen.findByText('Open: 2')).toBeInTheDocument();
    expect(screen.getByText('Resolved: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Welcome to ${DEMO_COUNCIL.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Our town <by> the river.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'About Office' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    // The slide without a picture is left out: one slide, so no controls.
    const carousel = screen.getByRole('region', { name: 'Pictures of the council' });
    expect(within(carousel).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg/),
    );
    expect(
      screen.getByRole('img', { name: /Complaints by status: Open: 2, Resolved: 1/ }),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Important Links' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(4);
    expect(
      screen.getByRole('heading', { name: 'Ministers / Officers / Members' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chairman, Nagar Parishad')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What citizens say' })).toBeInTheDocument();
  });

  it('shows no carousel, nothing about complaints and no members when the lists are empty', async () => {
    api.answer(OFFICIALS, []);
    const { container } = renderScreen(<HomePage />);
    expect(await screen.findByText('No members to show.')).toBeInTheDocument();
    expect(container.querySelector('.ps-carousel-hero')).toBeNull();
    expect(screen.queryByRole('img', { name: /Complaints by status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[ApiCall, string]>([
    ['GET /api/Public/slider', 'Failed to load slider items'],
    ['GET /api/Public/about', 'Failed to load about items'],
    [OFFICIALS, 'Failed to load employee data'],
  ])(
    'shows the error line in the complaint block and the officials when %s fails',
    async (path, message) => {
      api.answers({ ...homeAnswers, [path]: failWith(500) });
      renderScreen(<HomePage />);
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([message, message]);
    },
  );

  it('says nothing when the complaint count fails (SPEC.md 8)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answers({ ...homeAnswers, 'GET /api/Public/complaint-count': failWith(500) });
    renderScreen(<HomePage />);
    expect(await screen.findByText('Asha Singh')).toBeInTheDocument();
    expect(screen.queryByText(/Open: /)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
