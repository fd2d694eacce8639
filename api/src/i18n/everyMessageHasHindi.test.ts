import { COMPLAINT_LIFE_STATUSES } from '@council/contract/complaint-rules';
import { ADMIN_SECTIONS } from '../routes';
import { HOLE, sourceMessages, type SourceMessage } from '../testing/sourceMessages';
import { HINDI_PARTS } from './hindi';
import { hindiOf, placeholdersOf } from './translate';

/** What a hole stands for when a template is tried: any value the table leaves as it is. */
const SAMPLE = 'x7';
/**
 * The validation sentences that end in Ajv's own words ('rating must be >= 1.'): no reading of
 * our source lists those; validationHindi.test.ts tries each keyword on a real Fastify instead.
 */
const AJV_WORDS = new Set(['{} {}.', 'The request body {}.', 'The {} {}.', 'The request {}.']);
const onlyHoles = (text: string) => text.split(HOLE).every((part) => part.trim() === '');

describe('every sentence the API sends has a Hindi twin', () => {
  let found: SourceMessage[];
  beforeAll(() => {
    found = sourceMessages();
  });

  it('reads the message places of the source, through constants and helpers', () => {
    const texts = found.flatMap((place) => place.texts);
    // A constant (moveComplaint.ts), a map (verifyEmail.ts), a helper's returns (newPassword.ts),
    // @council/contract's refusalOf, a limit's refusal, and a success message.
    expect(texts).toEqual(
      expect.arrayContaining([
        'This complaint was changed by someone else a moment ago. Its current state is shown.',
        "This link has expired. Sign in and choose 'Send the link again'.",
        'The password and its confirmation do not match.',
        'A complaint that is {} cannot be rejected.',
        'Too many sign-in attempts.',
        '{} deleted successfully!',
        'Choose a ward from the list.',
      ]),
    );
    expect(found.length).toBeGreaterThan(150);
  });

  it('finds the Hindi of every message of ClientError, `message:` and `refusal:`', () => {
    const missing = found
      .filter((place) => place.kind !== 'label')
      .flatMap((place) =>
        place.texts
          // Only a value (a reminder's text from the database, error.message): not a sentence.
          .filter((text) => !onlyHoles(text) && !AJV_WORDS.has(text))
          .filter((text) => hindiOf(text.replaceAll(HOLE, SAMPLE)) === undefined)
          .map((text) => `${place.at}: ${text}`),
      );
    expect(missing).toEqual([]);
  });

  it('reads every ClientError message (a new kind of message source would need the reader taught)', () => {
    const unread = found.filter(
      (place) => place.kind === 'ClientError' && place.texts.some((text) => text === HOLE),
    );
    expect(unread.map((place) => place.at)).toEqual([]);
  });

  it('finds the Hindi of every field name the sentences are built with', () => {
    const missing = found
      .filter((place) => place.kind === 'label')
      .flatMap((place) =>
        place.texts
          .filter((text) => !onlyHoles(text))
          .filter((text) => hindiOf(text.replaceAll(HOLE, '2')) === undefined)
          .map((text) => `${place.at}: ${text}`),
      );
    expect(missing).toEqual([]);
  });

  it("has the Hindi of every section's names and of every status", () => {
    const words = [
      ...ADMIN_SECTIONS.flatMap((section) => [section.label, section.title]),
      ...COMPLAINT_LIFE_STATUSES.flatMap((status) => [status, status.toLowerCase()]),
    ];
    expect(words.filter((word) => hindiOf(word) === undefined)).toEqual([]);
  });
});

describe('the Hindi table', () => {
  const entries = Object.values(HINDI_PARTS).flatMap((part) => Object.entries(part));

  it('holds each English sentence once', () => {
    const seen = new Set<string>();
    const twice = entries.filter(([english]) => seen.has(english) || !seen.add(english));
    expect(twice.map(([english]) => english)).toEqual([]);
  });

  it('keeps the values of each sentence (only a pattern shown to no one may be left out)', () => {
    const wrong = entries.filter(([english, hindi]) => {
      const names = new Set(placeholdersOf(english));
      const used = placeholdersOf(hindi);
      const droppable = new Set(['pattern', 'later', 'earlier']);
      return (
        used.some((name) => !names.has(name)) ||
        [...names].some((name) => !droppable.has(name) && !used.includes(name))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('is Hindi: every twin is written in Devanagari, and none is the English again', () => {
    const notHindi = entries.filter(
      ([english, hindi]) => hindi === english || !/[\u0900-\u097f]/.test(hindi),
    );
    expect(notHindi).toEqual([]);
  });
});
