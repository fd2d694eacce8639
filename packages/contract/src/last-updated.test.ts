import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LastUpdatedWire } from './last-updated';
import { LAST_UPDATED_PARTS } from './paths';

// The API's validator knows date-time (ajv-formats); TypeBox's checker is told here.
FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

describe('the last-updated answer', () => {
  const parts = Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null]));

  it('names every part, each an instant or null', () => {
    expect(Value.Check(LastUpdatedWire, { site: null, parts })).toBe(true);
    expect(
      Value.Check(LastUpdatedWire, {
        site: '2026-03-04T05:06:07.000Z',
        parts: { ...parts, notices: '2026-03-04T05:06:07.000Z' },
      }),
    ).toBe(true);
  });

  it('refuses an answer without a part, or with a part that is no date', () => {
    const { notices: _left, ...withoutNotices } = parts;
    expect(Value.Check(LastUpdatedWire, { site: null, parts: withoutNotices })).toBe(false);
    expect(Value.Check(LastUpdatedWire, { site: null, parts: { ...parts, notices: 5 } })).toBe(
      false,
    );
  });
});
