import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ScreenTitleNoteProvider, useScreenTitle, useTitleFromScreen } from './screenTitle';

/** A screen that names its page after its item, and shows what the shell would read. */
function ItemScreen({ title }: { title: string | null }) {
  useScreenTitle(title);
  return null;
}

function ShownTitle() {
  return <p>{useTitleFromScreen() ?? 'the route’s title'}</p>;
}

describe("a screen's own title", () => {
  it('is none until a screen names one', () => {
    const { result } = renderHook(() => useTitleFromScreen());
    expect(result.current).toBeNull();
  });

  it('is the item the open screen names, and goes when that screen closes', () => {
    const { rerender } = render(
      <>
        <ShownTitle />
        <ItemScreen title={null} />
      </>,
    );
    // Still loading: the route's title stands.
    expect(screen.getByText('the route’s title')).toBeInTheDocument();

    rerender(
      <>
        <ShownTitle />
        <ItemScreen title="Road repair in ward 3" />
      </>,
    );
    expect(screen.getByText('Road repair in ward 3')).toBeInTheDocument();

    rerender(<ShownTitle />);
    expect(screen.getByText('the route’s title')).toBeInTheDocument();
  });

  it('is not cleared by a screen that closes after the next one has named its own', () => {
    const { rerender } = render(
      <>
        <ShownTitle />
        <ItemScreen key="first" title="First tender" />
      </>,
    );
    // While a route changes, the next screen may open before the last one has closed.
    rerender(
      <>
        <ShownTitle />
        <ItemScreen key="first" title="First tender" />
        <ItemScreen key="second" title="Second tender" />
      </>,
    );
    rerender(
      <>
        <ShownTitle />
        <ItemScreen key="second" title="Second tender" />
      </>,
    );
    expect(screen.getByText('Second tender')).toBeInTheDocument();
  });

  it('is blank-proof: spaces name nothing', () => {
    render(
      <>
        <ShownTitle />
        <ItemScreen title="   " />
      </>,
    );
    expect(screen.getByText('the route’s title')).toBeInTheDocument();
  });

  it('is noted by a server render, where no effect runs', () => {
    const noted: string[] = [];
    const html = renderToString(
      <ScreenTitleNoteProvider value={(title) => noted.push(title)}>
        <ItemScreen title="Supply of street lights" />
      </ScreenTitleNoteProvider>,
    );
    expect(html).toBe('');
    expect(noted).toEqual(['Supply of street lights']);
    // Nothing of that render is left in the browser's store.
    const { result } = renderHook(() => useTitleFromScreen());
    expect(result.current).toBeNull();
  });

  it('follows a change of the item while the screen stays open', () => {
    const { rerender } = render(
      <>
        <ShownTitle />
        <ItemScreen title="Before" />
      </>,
    );
    act(() =>
      rerender(
        <>
          <ShownTitle />
          <ItemScreen title="After" />
        </>,
      ),
    );
    expect(screen.getByText('After')).toBeInTheDocument();
  });
});
