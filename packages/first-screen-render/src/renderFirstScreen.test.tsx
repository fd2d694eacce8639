import { useQuery } from '@council/query';
import { useLocation, useSearchParams } from '@council/router';
import { useScreenPage, useScreenTitle } from '@council/site-config';
import { renderFirstScreen } from './renderFirstScreen';
import { answersOf } from './testing';

const loadTitle = jest.fn(async () => 'The council');
const loadNews = jest.fn(async () => 'Roads repaired');
const loadDetails = jest.fn(async () => 'Ward 7, Station Road');
const loadLater = jest.fn(async () => 'never on the server');

const shown = (read: { data?: string }) => read.data ?? '…';

/** Two reads at once, a third asked only once the first is answered, and one left disabled. */
function NewsScreen({ heading }: { heading: string }) {
  const title = useQuery({ queryKey: ['title'], queryFn: loadTitle });
  const news = useQuery({ queryKey: ['news'], queryFn: loadNews });
  return (
    <main>
      <h1>{heading}</h1>
      <p>{shown(title)}</p>
      <p>{shown(news)}</p>
      {title.isSuccess && <Details />}
      <Later />
    </main>
  );
}

function Details() {
  return <p>{shown(useQuery({ queryKey: ['details'], queryFn: loadDetails }))}</p>;
}

function Later() {
  return <p>{useQuery({ queryKey: ['later'], queryFn: loadLater, enabled: false }).status}</p>;
}

describe('renderFirstScreen', () => {
  beforeEach(() => jest.clearAllMocks());

  it('renders the screen with all its answers, making the calls it asks for pass after pass', async () => {
    const { html, calls } = await renderFirstScreen(NewsScreen, { heading: 'News' });
    expect(html).toBe(
      '<main><h1>News</h1><p>The council</p><p>Roads repaired</p>' +
        '<p>Ward 7, Station Road</p><p>pending</p></main>',
    );
    expect(answersOf(calls)).toEqual({
      '["title"]': 'The council',
      '["news"]': 'Roads repaired',
      '["details"]': 'Ward 7, Station Road',
    });
    // Each call is made once, however many passes there were; a disabled read never.
    expect(loadTitle).toHaveBeenCalledTimes(1);
    expect(loadNews).toHaveBeenCalledTimes(1);
    expect(loadDetails).toHaveBeenCalledTimes(1);
    expect(loadLater).not.toHaveBeenCalled();
  });

  it('renders a screen without calls in one pass, with no answers', async () => {
    const Plain = ({ name }: { name: string }) => <p>Hello {name}</p>;
    const { html, calls } = await renderFirstScreen(Plain, { name: 'Asha' });
    expect(html).toBe('<p>Hello <!-- -->Asha</p>');
    expect(answersOf(calls)).toEqual({});
  });

  it('rejects with the error of a call that fails, without retrying it', async () => {
    const failure = new Error('Request failed with status code 500');
    loadNews.mockRejectedValueOnce(failure);
    await expect(renderFirstScreen(NewsScreen, { heading: 'News' })).rejects.toBe(failure);
    expect(loadNews).toHaveBeenCalledTimes(1);
  });

  it('rejects when a call that the second pass asks for fails', async () => {
    loadDetails.mockRejectedValueOnce(new Error('details failed'));
    await expect(renderFirstScreen(NewsScreen, { heading: 'News' })).rejects.toThrow(
      'details failed',
    );
  });

  it('rejects a screen that still asks for calls after 3 passes', async () => {
    const rendered = jest.fn();
    const loadStep = jest.fn(async () => 'answer');
    // Every pass asks for a key it has not asked before: one per call made so far.
    function Endless() {
      rendered();
      const step = useQuery({ queryKey: ['step', loadStep.mock.calls.length], queryFn: loadStep });
      return <p>{step.status}</p>;
    }
    await expect(renderFirstScreen(Endless, {})).rejects.toThrow(
      'The render still asked for calls after 3 passes.',
    );
    expect(rendered).toHaveBeenCalledTimes(3);
    expect(loadStep).toHaveBeenCalledTimes(3);
  });

  it('rejects a chain of calls that needs a fourth pass', async () => {
    const read = (value: string) => ({ queryKey: [value], queryFn: async () => value });
    // Each step's call is asked only once the one before it is answered.
    function Steps() {
      return useQuery(read('one')).isSuccess ? <Second /> : <p>…</p>;
    }
    function Second() {
      return useQuery(read('two')).isSuccess ? <Third /> : <p>…</p>;
    }
    function Third() {
      return <p>{shown(useQuery(read('three')))}</p>;
    }
    await expect(renderFirstScreen(Steps, {})).rejects.toThrow(/after 3 passes/);
  });

  it('escapes the answers in the markup, and hands them over as they are', async () => {
    const hostile = '<script>alert("x")</script>';
    const loadHostile = async () => hostile;
    function Shows() {
      const title = useQuery({ queryKey: ['hostile'], queryFn: loadHostile });
      const text = useQuery({ queryKey: ['text'], queryFn: loadHostile });
      return <p title={shown(title)}>{shown(text)}</p>;
    }
    const { html, calls } = await renderFirstScreen(Shows, {});
    expect(html).not.toContain('<script>');
    expect(html).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
    expect(answersOf(calls)).toEqual({ '["hostile"]': hostile, '["text"]': hostile });
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(hostile);
  });

  it('renders the screen at the address it is given, which its reads may depend on', async () => {
    const loadPage = jest.fn(async (page: string) => `rows of page ${page}`);
    function Paged() {
      const { pathname } = useLocation();
      const page = useSearchParams()[0].get('page') ?? '1';
      const rows = useQuery({ queryKey: ['rows', page], queryFn: () => loadPage(page) });
      return <p>{`${pathname}: ${shown(rows)}`}</p>;
    }
    const { html, calls } = await renderFirstScreen(Paged, {}, '/notice?page=2');
    expect(html).toBe('<p>/notice: rows of page 2</p>');
    expect(loadPage).toHaveBeenCalledWith('2');
    expect(answersOf(calls)).toEqual({ '["rows","2"]': 'rows of page 2' });
    // Without an address, the site's root.
    await expect(renderFirstScreen(Paged, {})).resolves.toMatchObject({
      html: '<p>/: rows of page 1</p>',
    });
  });
});

describe('the title a screen names its page by', () => {
  const loadTender = jest.fn(async () => ({ title: 'Supply of street lights' }));

  function TenderScreen() {
    const tender = useQuery({ queryKey: ['tender'], queryFn: loadTender });
    useScreenTitle(tender.data?.title);
    return <h1>Tender Details</h1>;
  }

  it('is the one named once its answers are in, for the page to carry', async () => {
    const rendered = await renderFirstScreen(TenderScreen, {});
    expect(rendered.title).toBe('Supply of street lights');
    expect(rendered.html).toBe('<h1>Tender Details</h1>');
  });

  it('is absent for a screen that names none', async () => {
    const rendered = await renderFirstScreen(NewsScreen, { heading: 'News' });
    expect(rendered).not.toHaveProperty('title');
  });
});

describe('what a screen says of its page', () => {
  const loadNotice = jest.fn(async (): Promise<{ description: string } | null> => ({
    description: '  Water cut on Monday.  ',
  }));

  function NoticeScreen() {
    const notice = useQuery({ queryKey: ['notice'], queryFn: loadNotice });
    useScreenPage({
      description: notice.data?.description,
      notFound: notice.isSuccess && notice.data === null,
    });
    return <h1>Notice</h1>;
  }

  it("is the item's description once its answer is in, trimmed", async () => {
    const rendered = await renderFirstScreen(NoticeScreen, {});
    expect(rendered.description).toBe('Water cut on Monday.');
    expect(rendered).not.toHaveProperty('notFound');
  });

  it('says when the item is not found', async () => {
    loadNotice.mockResolvedValueOnce(null);
    const rendered = await renderFirstScreen(NoticeScreen, {});
    expect(rendered.notFound).toBe(true);
    expect(rendered).not.toHaveProperty('description');
  });

  it('is nothing for a screen that says nothing', async () => {
    const rendered = await renderFirstScreen(NewsScreen, { heading: 'News' });
    expect(rendered).not.toHaveProperty('description');
    expect(rendered).not.toHaveProperty('notFound');
  });
});

describe("the preloads React hoists out of a screen's markup", () => {
  function Slide() {
    return (
      <main>
        <img
          src="https://api.test/api/files/1/0123456789abcdef/photo.jpg"
          alt="Ward 7"
          fetchPriority="high"
        />
      </main>
    );
  }

  it('go to the head, so that #root holds only what the browser renders too', async () => {
    const rendered = await renderFirstScreen(Slide, {});
    expect(rendered.head).toMatch(/^<link rel="preload" as="image" [^<>]*photo\.jpg"[^<>]*\/>$/);
    expect(rendered.html).toMatch(/^<main><img /);
  });

  it('are none for a screen without a main picture', async () => {
    const rendered = await renderFirstScreen(NewsScreen, { heading: 'News' });
    expect(rendered.head).toBe('');
    expect(rendered.html).toMatch(/^<main>/);
  });
});
