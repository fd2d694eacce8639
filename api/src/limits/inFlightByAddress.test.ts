import { InFlightByAddress } from './inFlightByAddress';

describe('InFlightByAddress', () => {
  it('lets each address run up to the limit at once, each address on its own', () => {
    const checks = new InFlightByAddress(2);
    const first = checks.tryEnter('203.0.113.7');
    const second = checks.tryEnter('203.0.113.7');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(checks.tryEnter('203.0.113.7')).toBeNull();
    expect(checks.tryEnter('198.51.100.20')).not.toBeNull();

    first?.();
    expect(checks.tryEnter('203.0.113.7')).not.toBeNull();
  });

  it('frees a place once however often its release is called', () => {
    const checks = new InFlightByAddress(1);
    const release = checks.tryEnter('203.0.113.7');
    release?.();
    release?.();
    expect(checks.tryEnter('203.0.113.7')).not.toBeNull();
    expect(checks.tryEnter('203.0.113.7')).toBeNull();
  });
});
