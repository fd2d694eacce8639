import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@council/i18n';
import { councilFrom, DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
import { ABOUT_IMAGE, homeAnswers, SLIDE_IMAGE } from '../testing/homeAnswers';
import { onApi, renderScreen } from '../testing/renderScreen';
import {
  anAboutEntry,
  anOfficial,
  aSlide,
  aStoredImage,
  failWith,
  fakeApi,
  pageOf,
  PENDING,
  type ApiCall,
} from '@council/api-fake';
import type { ChartJsStandIn, DrawnChart } from '@council/ui/src/chart/testing/chartJsStandIn';
import HomePage from './HomePage';
import { pageReads } from '../testing/lastUpdatedAnswer';

// chart.js needs a real canvas: it is replaced at its edge (the chart's own package tests it).
const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest
    .requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
    .chartJsStandIn(mockDrawn),
);

const OFFICIALS = 'GET /api/v2/public/officials';
const SLIDES = 'GET /api/v2/public/slides';
const ABOUT = 'GET /api/v2/public/about';
const COUNTS = 'GET /api/v2/public/complaint-counts';
const api = fakeApi({ otherCalls: 'empty list' });

describe('the home page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds the carousel frame and what follows until the slides and the about text are in', async () => {
    api.answers({
      [SLIDES]: PENDING,
      [ABOUT]: pageOf([]),
      [OFFICIALS]: PENDING,
      [COUNTS]: PENDING,
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
    // Every call still starts at once, each asking only for what its block shows.
    expect(pageReads(api).sort()).toEqual([
      '/api/v2/public/about?page=1',
      '/api/v2/public/complaint-counts',
      `${OFFICIALS.slice('GET '.length)}?designations=Chief+Minister&designations=Minister&designations=Principal+Secretary&designations=Chairman&designations=Vice+Chairman&designations=Executive+Officer&home=Yes&size=100`,
      '/api/v2/public/slides?size=5',
    ]);
  });

  it('says it is loading its complaint status and officials', async () => {
    api.answers({
      ...homeAnswers,
      [OFFICIALS]: PENDING,
      [COUNTS]: PENDING,
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
    // The about picture by its URL, in the size it is shown, fetched as it nears the screen.
    const aboutPicture = screen.getByRole('img', { name: 'About Office' });
    expect(aboutPicture).toHaveAttribute(
      'src',
      onApi('/api/files/13/0123456789abcdef/photo-320w.webp'),
    );
    expect(aboutPicture).toHaveAttribute(
      'srcset',
      `${onApi('/api/files/13/0123456789abcdef/photo-320w.webp')} 320w, ${onApi('/api/files/12/0123456789abcdef/photo.png')} 800w`,
    );
    expect(aboutPicture).toHaveAttribute('sizes', '(max-width: 991px) 100vw, 40vw');
    expect(aboutPicture).toHaveAttribute('width', '800');
    expect(aboutPicture).toHaveAttribute('height', '450');
    // Under the carousel it is still in a phone's first screen, and its largest paint: fetched
    // at once and early, beside the carousel's first slide.
    expect(aboutPicture).toHaveAttribute('loading', 'eager');
    expect(aboutPicture).toHaveAttribute('fetchpriority', 'high');
    // The slide without a picture is left out: one slide, so no controls.
    // Its caption is its picture's words.
    const carousel = screen.getByRole('region', { name: 'Pictures of the council' });
    expect(within(carousel).getByRole('img', { name: 'Sundarpur at dawn' })).toHaveAttribute(
      'src',
      onApi('/api/files/640/fedcba9876543210/photo-640w.webp'),
    );
    expect(
      screen.getByRole('img', { name: /Complaints by status: Open: 2, Resolved: 1/ }),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Important Links' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(4);
    // Other websites, said so (and asked before leaving: ExternalLink).
    expect(links[0]).toHaveAccessibleName(
      'Right to Information (RTI) (opens another website in a new window)',
    );
    expect(
      screen.getByRole('heading', { name: 'Ministers / Officers / Members' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chairman, Nagar Parishad')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What citizens say' })).toBeInTheDocument();
  });

  it('shows no carousel, nothing about complaints and no members when the lists are empty', async () => {
    api.answer(OFFICIALS, pageOf([]));
    const { container } = renderScreen(<HomePage />);
    expect(await screen.findByText('No members to show.')).toBeInTheDocument();
    expect(container.querySelector('.ps-carousel-hero')).toBeNull();
    expect(screen.queryByRole('img', { name: /Complaints by status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[ApiCall, string]>([
    [SLIDES, 'Failed to load slider items'],
    [ABOUT, 'Failed to load about items'],
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
    api.answers({ ...homeAnswers, [COUNTS]: failWith(500) });
    renderScreen(<HomePage />);
    expect(await screen.findByText('Asha Singh')).toBeInTheDocument();
    expect(screen.queryByText(/Open: /)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the home page's carousel pictures", () => {
  it('fetches the first slide at once and first, the others only when shown', async () => {
    const slide = (id: number) =>
      aSlide({
        id,
        sliderPath: aStoredImage({ url: `/api/files/${id}/0123456789abcdef/photo.jpg` }),
      });
    api.answers({ ...homeAnswers, [SLIDES]: pageOf([slide(1), slide(2), slide(3)]) });
    renderScreen(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Pictures of the council' });
    // Without captions they only decorate (alt=""): found by element, not by role.
    const [first, ...others] = [...carousel.querySelectorAll('img')];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // As wide as the screen: the browser picks the rendition for its width from these.
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute(
      'srcset',
      [320, 640, 1280]
        .map(
          (width) =>
            `${onApi(`/api/files/${width}/fedcba9876543210/photo-${width}w.webp`)} ${width}w`,
        )
        .concat(`${onApi('/api/files/1/0123456789abcdef/photo.jpg')} 1600w`)
        .join(', '),
    );
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '1200');
    expect(others).toHaveLength(2);
    for (const picture of others) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });
});

describe('the home page in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL })));

  it("shows the council's content and identity in Hindi where there is Hindi", async () => {
    api.answers({
      ...homeAnswers,
      [ABOUT]: pageOf([
        anAboutEntry({
          id: 1,
          name: 'Office',
          nameHindi: 'कार्यालय',
          description: 'Our town by the river.',
          descriptionHindi: 'नदी किनारे हमारा नगर।',
          photoPath: ABOUT_IMAGE,
        }),
      ]),
      [OFFICIALS]: pageOf([
        anOfficial({
          id: 5,
          name: 'Asha Singh',
          nameHindi: 'आशा सिंह',
          designation: 'Chairman',
          designationHindi: 'मुख्य पार्षद',
          postRemarks: 'Chairman, Nagar Parishad',
          photoPath: aStoredImage(),
        }),
      ]),
    });
    renderScreen(<HomePage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'आशा सिंह' })).toBeInTheDocument();
    // The post remarks are English only: a Hindi page shows the Hindi designation instead.
    expect(screen.getByText('मुख्य पार्षद')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'आशा सिंह का फोटो' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: `${DEMO_COUNCIL.nameHindi} में आपका स्वागत है` }),
    ).toBeInTheDocument();
    expect(screen.getByText('नदी किनारे हमारा नगर।')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'कार्यालय के बारे में' })).toBeInTheDocument();
    // The slide's caption in Hindi is its picture's words.
    const carousel = screen.getByRole('region', { name: 'नगर परिषद के चित्र' });
    expect(within(carousel).getByRole('img', { name: 'भोर में सुन्दरपुर' })).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'महत्वपूर्ण लिंक' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('सूचना का अधिकार (RTI)');
  });

  it('shows the English, marked as English, where there is no Hindi', async () => {
    act(() =>
      setSiteConfig({
        council: councilFrom({
          name: 'Rampur Nagar Parishad',
          importantLinks: [{ label: 'Right to Information', url: 'https://rtionline.gov.in/' }],
        }),
      }),
    );
    api.answers({
      ...homeAnswers,
      [SLIDES]: pageOf([aSlide({ id: 1, sliderPath: SLIDE_IMAGE, caption: 'Station Road' })]),
    });
    renderScreen(<HomePage />);
    expect(await screen.findByText('Asha Singh')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Chairman, Nagar Parishad')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Our town <by> the river.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Rampur Nagar Parishad')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Rampur Nagar Parishad में आपका स्वागत है' }),
    ).toBeInTheDocument();
    const slide = screen.getByRole('img', { name: 'Station Road' });
    expect(slide.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Right to Information')).toHaveAttribute('lang', 'en');
  });
});
