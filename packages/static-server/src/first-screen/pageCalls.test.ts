import { pageCalls } from './pageCalls';

const answer = (queryHash: string, data: unknown) => ({
  queryHash,
  queryKey: JSON.parse(queryHash) as unknown,
  state: { data, status: 'success' },
});

describe("a page's answers", () => {
  it("hands over the screen's and the frame's, each read once, the screen's where both read it", () => {
    const screen = {
      mutations: [],
      queries: [answer('["slides"]', ['a slide']), answer('["last-updated"]', 'screen')],
    };
    const frame = {
      mutations: [],
      queries: [answer('["news"]', ['news']), answer('["last-updated"]', 'frame')],
    };
    expect(pageCalls(frame, screen)).toEqual({
      mutations: [],
      queries: [
        answer('["slides"]', ['a slide']),
        answer('["last-updated"]', 'screen'),
        answer('["news"]', ['news']),
      ],
    });
  });

  it("keeps the screen's alone where the frame has none, or either is of another shape", () => {
    const screen = { mutations: [], queries: [answer('["slides"]', [])] };
    expect(pageCalls(undefined, screen)).toBe(screen);
    expect(pageCalls({ '/news': [] }, screen)).toBe(screen);
    const other = { '/notices': [] };
    expect(pageCalls({ mutations: [], queries: [answer('["news"]', [])] }, other)).toBe(other);
  });
});
