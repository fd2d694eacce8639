import { initI18n } from '@council/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ComplaintStatusChart } from './ComplaintStatusChart';
import type { ChartJsStandIn, DrawnChart } from './testing/chartJsStandIn';
import { NEAR_VIEW_MARGIN } from './whenNearView';

// The status's words come from the 'ui' texts.
initI18n();

// chart.js is replaced at its edge: the test checks what our component asks it to draw, and
// when the library is fetched.
const mockDrawn: DrawnChart[] = [];
let mockChartJsImports = 0;
jest.mock('chart.js', () => {
  mockChartJsImports += 1;
  return jest.requireActual<ChartJsStandIn>('./testing/chartJsStandIn').chartJsStandIn(mockDrawn);
});
const drawn = mockDrawn;

const counts = [
  { status: 'Open', count: 3 },
  { status: 'Resolved', count: 2 },
];

describe('the complaint status chart', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  afterEach(() => document.head.replaceChildren());

  it("draws one slice per status labelled 'status: count' in the status colours, white lines between", async () => {
    // The colours as the page's style sheet sets them (the one place they live).
    const sheet = document.createElement('style');
    sheet.textContent =
      ':root { --council-status-open: #1d4ed8; --council-status-resolved: #11804f; }';
    document.head.append(sheet);
    render(
      <ComplaintStatusChart counts={counts} size={200} radius={75} label="Complaints by status" />,
    );
    expect(screen.getByRole('img', { name: 'Complaints by status' })).toHaveAttribute(
      'width',
      '200',
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]?.type).toBe('pie');
    expect(drawn[0]?.data.labels).toEqual(['Open: 3', 'Resolved: 2']);
    expect(drawn[0]?.data.datasets[0]).toEqual({
      data: [3, 2],
      backgroundColor: ['#1d4ed8', '#11804f'],
      borderColor: '#ffffff',
      borderWidth: 2,
    });
    expect(drawn[0]?.options.radius).toBe(75);
    // No room for chart.js's legend in 200 px around a 150 px pie; the page lists the counts.
    expect(drawn[0]?.options.plugins.legend.display).toBe(false);
  });

  it('draws nothing when there is nothing to count', () => {
    const { container } = render(
      <ComplaintStatusChart counts={[]} size={200} radius={75} label="x" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the complaint status chart, where the browser tells what is near the screen', () => {
  // jsdom has no IntersectionObserver; this one reports only when the test says so.
  const watches: { report: (near: boolean) => void; margin: string | undefined }[] = [];
  class TestIntersectionObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}

    observe(target: Element) {
      watches.push({
        margin: this.options?.rootMargin,
        report: (near) =>
          this.callback(
            [{ target, isIntersecting: near } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      });
    }

    disconnect() {}
  }

  beforeEach(() => {
    drawn.length = 0;
    watches.length = 0;
    window.IntersectionObserver =
      TestIntersectionObserver as unknown as typeof IntersectionObserver;
    // A fresh module registry, so that the chart.js mock counts this test's import.
    jest.resetModules();
  });

  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('fetches chart.js only when the chart comes near the screen, its label there before', async () => {
    const importsBefore = mockChartJsImports;
    render(
      <ComplaintStatusChart counts={counts} size={200} radius={75} label="Complaints by status" />,
    );
    const chart = screen.getByRole('img', { name: 'Complaints by status' });
    expect(chart).toHaveAttribute('height', '200');
    expect(watches).toHaveLength(1);
    expect(watches[0]?.margin).toBe(NEAR_VIEW_MARGIN);

    act(() => watches[0]?.report(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockChartJsImports).toBe(importsBefore);
    expect(drawn).toHaveLength(0);

    act(() => watches[0]?.report(true));
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(mockChartJsImports).toBe(importsBefore + 1);
  });
});
