import { initI18n } from '@council/i18n';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { statusColour } from './complaintStatus';
import { StatusBadge } from './StatusBadge';

// The status's words come from the 'ui' texts.
initI18n();

describe('the status badge', () => {
  it.each([
    ['Resolved', 'council-status-resolved'],
    ['Pending', 'council-status-pending'],
    ['Open', 'council-status-open'],
    ['Rejected', 'council-status-rejected'],
    ['Closed', 'council-status-closed'],
    ['Escalated', 'council-status-other'],
  ])('shows %s in words, in its colour (%s)', (status, colour) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveClass('badge', 'council-status-badge', colour);
  });
});

describe("a chart's colour of a status", () => {
  afterEach(() => document.head.replaceChildren());

  it('is the one the style sheet gives the badges', () => {
    const sheet = document.createElement('style');
    sheet.textContent = readFileSync(path.join(__dirname, 'statusColours.css'), 'utf8');
    document.head.append(sheet);
    expect(statusColour('Open')).toBe('#1d4ed8');
    expect(statusColour(' pending ')).toBe('#a85a00');
    expect(statusColour('Escalated')).toBe('#6c757d');
  });

  it("is the 'other' grey while the style sheet is missing", () => {
    expect(statusColour('Open')).toBe('#6c757d');
  });
});
