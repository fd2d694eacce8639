import { trackingPath } from './trackingPath';

describe('the tracking path of a complaint number', () => {
  it('opens the public tracking page on that number, its slashes kept in the query', () => {
    expect(trackingPath('SNP/2026/000123')).toBe('/trackgrievance?number=SNP%2F2026%2F000123');
  });
});
