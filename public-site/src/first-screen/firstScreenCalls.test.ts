import { CALLS_ELEMENT_ID } from '@council/first-screen';
import { pageCalls } from './firstScreenCalls';

/** A page as the shell's server sends it: its answers in a JSON script (or none). */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) doc.body.append(callsScript(doc, text));
  return doc;
}

function callsScript(doc: Document, text: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.id = CALLS_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  return script;
}

// The page's answers are never loaded: a load given to take() must not be called.
const load = jest.fn(async () => 'from the API');

describe("the page's first screen calls", () => {
  beforeEach(() => load.mockClear());

  it('answers each key from the JSON script of the page', () => {
    const calls = pageCalls(
      pageWith(JSON.stringify({ slides: [{ id: 1, image: null }], about: 'Our town' })),
    );
    expect(calls.startsCalls).toBe(true);
    expect(calls.take('slides', load)).toEqual({ value: [{ id: 1, image: null }] });
    expect(calls.take('about', load)).toEqual({ value: 'Our town' });
    expect(load).not.toHaveBeenCalled();
  });

  it('gives each answer once: a later visit to the screen asks the API', () => {
    const calls = pageCalls(pageWith(JSON.stringify({ slides: [1, 2], about: 'Our town' })));
    expect(calls.take('slides', load)).toEqual({ value: [1, 2] });
    expect(calls.take('slides', load)).toBeUndefined();
    // Taking one answer leaves the others in place.
    expect(calls.take('about', load)).toEqual({ value: 'Our town' });
    expect(calls.take('about', load)).toBeUndefined();
  });

  it('has no answer for a key the page does not hold', () => {
    const calls = pageCalls(pageWith(JSON.stringify({ slides: [] })));
    expect(calls.take('officials:home', load)).toBeUndefined();
    expect(calls.take('slides', load)).toEqual({ value: [] });
  });

  it.each([
    ['null', null],
    ['false', false],
    ['0', 0],
    ["''", ''],
  ])('counts %s as an answer', (_name, value) => {
    const calls = pageCalls(pageWith(JSON.stringify({ counts: value })));
    expect(calls.take('counts', load)).toEqual({ value });
    expect(calls.take('counts', load)).toBeUndefined();
  });

  it.each([
    ['no script', null],
    ['an empty script', ''],
    ['broken JSON', '{"slides": [1, 2'],
    ['JSON that is not an object', '42'],
    ['JSON null', 'null'],
  ])('has no answers with %s', (_name, text) => {
    const calls = pageCalls(pageWith(text));
    expect(calls.take('slides', load)).toBeUndefined();
    expect(calls.take('about', load)).toBeUndefined();
  });

  it('reads the page at the first take, not when it is made', () => {
    const doc = pageWith(null);
    const calls = pageCalls(doc);
    doc.body.append(callsScript(doc, JSON.stringify({ slides: ['late'] })));
    expect(calls.take('slides', load)).toEqual({ value: ['late'] });
  });

  it('reads the page once: a script changed after the first take is not read again', () => {
    const doc = pageWith(JSON.stringify({ slides: ['first'] }));
    const calls = pageCalls(doc);
    expect(calls.take('slides', load)).toEqual({ value: ['first'] });
    doc
      .getElementById(CALLS_ELEMENT_ID)
      ?.replaceChildren(JSON.stringify({ slides: ['second'], about: 'added' }));
    expect(doc.getElementById(CALLS_ELEMENT_ID)?.textContent).toContain('second');
    expect(calls.take('slides', load)).toBeUndefined();
    expect(calls.take('about', load)).toBeUndefined();
  });

  it('reads the global document by default', () => {
    const script = callsScript(document, JSON.stringify({ about: 'from this page' }));
    document.body.append(script);
    try {
      expect(pageCalls().take('about', load)).toEqual({ value: 'from this page' });
    } finally {
      script.remove();
    }
  });
});
