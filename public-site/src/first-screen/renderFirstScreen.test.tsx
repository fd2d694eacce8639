import { useLoaded, type Loaded } from '../common/useLoaded';
import { renderFirstScreen } from './renderFirstScreen';

const text = (loaded: Loaded<string>) => (loaded.status === 'ready' ? loaded.value : '…');

const loadTitle = jest.fn(async () => 'The council');
const loadNews = jest.fn(async () => 'Roads repaired');
const loadDetails = jest.fn(async () => 'Ward 7, Station Road');
const loadUnkeyed = jest.fn(async () => 'never on the server');

/** Two calls at once, a third asked only once the first is answered, and one without a key. */
function NewsScreen({ heading }: { heading: string }) {
  const title = useLoaded(loadTitle, 'title');
  const news = useLoaded(loadNews, 'news');
  return (
    <main>
      <h1>{heading}</h1>
      <p>{text(title)}</p>
      <p>{text(news)}</p>
      {title.status === 'ready' && <Details />}
      <Unkeyed />
    </main>
  );
}

function Details() {
  return <p>{text(useLoaded(loadDetails, 'details'))}</p>;
}

function Unkeyed() {
  return <p>{useLoaded(loadUnkeyed).status}</p>;
}

describe('renderFirstScreen', () => {
  beforeEach(() => jest.clearAllMocks());

  it('renders the screen with all its answers, making the calls it asks for pass after pass', async () => {
    const { html, calls } = await renderFirstScreen(NewsScreen, { heading: 'News' });
    expect(html).toBe(
      '<main><h1>News</h1><p>The council</p><p>Roads repaired</p>' +
        '<p>Ward 7, Station Road</p><p>loading</p></main>',
    );
    expect(calls).toEqual({
      title: 'The council',
      news: 'Roads repaired',
      details: 'Ward 7, Station Road',
    });
    // Each call is made once, however many passes there were; a call without a key never.
    expect(loadTitle).toHaveBeenCalledTimes(1);
    expect(loadNews).toHaveBeenCalledTimes(1);
    expect(loadDetails).toHaveBeenCalledTimes(1);
    expect(loadUnkeyed).not.toHaveBeenCalled();
  });

  it('renders a screen without calls in one pass, with no answers', async () => {
    const Plain = ({ name }: { name: string }) => <p>Hello {name}</p>;
    await expect(renderFirstScreen(Plain, { name: 'Asha' })).resolves.toEqual({
      html: '<p>Hello <!-- -->Asha</p>',
      calls: {},
    });
  });

  it('rejects with the error of a call that fails', async () => {
    const failure = new Error('Request failed with status code 500');
    loadNews.mockRejectedValueOnce(failure);
    await expect(renderFirstScreen(NewsScreen, { heading: 'News' })).rejects.toBe(failure);
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
      const step = useLoaded(loadStep, `step-${loadStep.mock.calls.length}`);
      return <p>{step.status}</p>;
    }
    await expect(renderFirstScreen(Endless, {})).rejects.toThrow(
      'The screen still asked for calls after 3 passes.',
    );
    expect(rendered).toHaveBeenCalledTimes(3);
    expect(loadStep).toHaveBeenCalledTimes(3);
  });

  it('rejects a chain of calls that needs a fourth pass', async () => {
    const load = (value: string) => async () => value;
    const [one, two, three] = [load('one'), load('two'), load('three')];
    // Each step's call is asked only once the one before it is answered.
    function Steps() {
      const first = useLoaded(one, 'one');
      return first.status === 'ready' ? <Second /> : <p>…</p>;
    }
    function Second() {
      const second = useLoaded(two, 'two');
      return second.status === 'ready' ? <Third /> : <p>…</p>;
    }
    function Third() {
      const third = useLoaded(three, 'three');
      return <p>{text(third)}</p>;
    }
    await expect(renderFirstScreen(Steps, {})).rejects.toThrow(/after 3 passes/);
  });

  it('escapes the answers in the markup, and hands them over as they are', async () => {
    const hostile = '<script>alert("x")</script>';
    const loadHostile = async () => hostile;
    function Shows() {
      return (
        <p title={text(useLoaded(loadHostile, 'hostile'))}>
          {text(useLoaded(loadHostile, 'text'))}
        </p>
      );
    }
    const { html, calls } = await renderFirstScreen(Shows, {});
    expect(html).not.toContain('<script>');
    expect(html).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
    expect(calls).toEqual({ hostile, text: hostile });
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(hostile);
  });
});
