import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrast, difference, type Vision } from './testing/colourVision';

// The status colours as the style sheet sets them, the one place they live.
const sheet = readFileSync(path.join(__dirname, 'statusColours.css'), 'utf8');
const colours = Object.fromEntries(
  [...sheet.matchAll(/--council-status-(\w+):\s*(#[0-9a-f]{6});/gi)].map(([, tone, hex]) => [
    tone as string,
    (hex as string).toLowerCase(),
  ]),
);
const pairs = Object.keys(colours).flatMap((one, index, tones) =>
  tones.slice(index + 1).map((other) => [one, other] as const),
);
const VISIONS: Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];
// CIELAB ΔE: about 2 is just noticeable; 15 and more tells two slices apart at a glance.
const APART = 15;

describe('the status colours', () => {
  it('give every status of a complaint, and any other, a colour', () => {
    expect(Object.keys(colours).sort()).toEqual(
      ['closed', 'open', 'other', 'pending', 'rejected', 'resolved'].sort(),
    );
  });

  it.each(Object.entries(colours))(
    '%s (%s) is at least 4.5:1 against white: white words on a badge, a slice on the page',
    (_tone, hex) => {
      expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(VISIONS)('differ clearly from one another in %s vision', (vision) => {
    const tooClose = pairs
      .map(([one, other]) => ({
        pair: `${one}/${other}`,
        apart: Math.round(difference(colours[one] ?? '', colours[other] ?? '', vision)),
      }))
      .filter(({ apart }) => apart < APART);
    expect(tooClose).toEqual([]);
  });

  it('tell Open from Pending in every vision by far more than that', () => {
    for (const vision of VISIONS) {
      expect(difference(colours.open ?? '', colours.pending ?? '', vision)).toBeGreaterThanOrEqual(
        2 * APART,
      );
    }
  });
});
