import { render, screen } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import { OverdueMark } from './OverdueMark';

initI18n();

describe('the overdue mark', () => {
  it('says Overdue in words on a red badge', () => {
    render(<OverdueMark className="ms-2" />);
    expect(screen.getByText('Overdue')).toHaveClass('badge', 'text-bg-danger', 'ms-2');
  });
});
