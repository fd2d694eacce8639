import { render, screen } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';
import { ListState } from './ListState';

const idle = { isPending: false, isError: false, error: null };

describe('ListState', () => {
  beforeAll(() => initI18n());

  it('says the list is loading', () => {
    render(<ListState list={{ ...idle, isPending: true }} failedText="Could not read." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says why the list could not be read, where there is no page to show', () => {
    render(
      <ListState
        list={{ ...idle, isError: true, error: new Error('x') }}
        failedText="Could not read."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not read.');
  });

  it('leaves a page already shown in place when a later read fails', () => {
    const { container } = render(
      <ListState
        list={{ ...idle, isError: true, error: new Error('x'), data: { items: [] } }}
        failedText="Could not read."
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
