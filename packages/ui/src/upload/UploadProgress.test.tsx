import { render, screen } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import { UploadProgress } from './UploadProgress';

initI18n();

describe('the upload progress', () => {
  it('shows how much has gone out, as a bar and in words read out as they change', () => {
    render(<UploadProgress percent={46} text="Uploading... 46%" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading... 46%' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading... 46%');
  });
});

describe('the upload progress in its own words', () => {
  it('says the percent sent when the screen gives no text of its own', () => {
    render(<UploadProgress percent={7} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading: 7%' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading: 7%');
  });
});
