import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@council/i18n';
import { fakeApi } from '@council/api-fake';
import { CurrentPath, renderAt } from '../testing/renderWithShell';
import { SiteFrame } from './SiteFrame';

fakeApi({ otherCalls: 'empty list' });

const framed = (
  <>
    <SiteFrame>
      <h1>The screen</h1>
    </SiteFrame>
    <CurrentPath />
  </>
);

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('data-text-size');
  root.removeAttribute('data-contrast');
  document.cookie = 'council-text-size=; Max-Age=0; Path=/';
  document.cookie = 'council-contrast=; Max-Age=0; Path=/';
});

/** The top bar's tools: the first of the two sets (the second is the phone menu's). */
const topBarTools = () =>
  screen.getAllByRole('group', { name: 'Text size and contrast' })[0] as HTMLElement;

describe("the public frame's reader tools", () => {
  it('leave the skip link the first thing a keyboard reaches, the tools next', async () => {
    renderAt('/notice', framed, '*');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getAllByRole('link', { name: 'Screen Reader Access' })[0]).toHaveFocus();
    await userEvent.tab();
    expect(within(topBarTools()).getByRole('button', { name: 'Decrease text size' })).toHaveFocus();
  });

  it('lead to the Screen Reader Access page', async () => {
    renderAt('/notice', framed, '*');
    const [inTopBar] = screen.getAllByRole('link', { name: 'Screen Reader Access' });
    await userEvent.click(inTopBar as HTMLElement);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/screen-reader-access');
  });

  it("set the page's text size and contrast, the phone menu's set following", async () => {
    renderAt('/notice', framed, '*');
    await userEvent.click(
      within(topBarTools()).getByRole('button', { name: 'Increase text size' }),
    );
    await userEvent.click(within(topBarTools()).getByRole('button', { name: 'High contrast' }));
    expect(root).toHaveAttribute('data-text-size', 'large');
    expect(root).toHaveAttribute('data-contrast', 'high');
    for (const toggle of screen.getAllByRole('button', { name: 'High contrast' })) {
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('speak Hindi on a Hindi page', async () => {
    renderAt('/notice', framed, '*');
    await act(() => setLanguage('hi'));
    expect(screen.getAllByRole('button', { name: 'अक्षर का आकार बढ़ाएँ' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'स्क्रीन रीडर एक्सेस' }).length).toBeGreaterThan(0);
    await act(() => setLanguage('en'));
  });
});
