import { render, screen } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import '../../i18n/registerCitizenPortalTexts';
import { UploadProgress } from './UploadProgress';

initI18n();

describe('the upload progress', () => {
  it('shows how much has gone out, as a bar and in words', () => {
    render(<UploadProgress share={0.456} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading... 46%' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByText('Uploading... 46%')).toBeInTheDocument();
  });
});
