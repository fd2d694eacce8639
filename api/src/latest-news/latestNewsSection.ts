import { LatestNewsBody, LatestNewsWire } from '@council/contract';
import type { Selectable } from 'kysely';
import type { LatestNewsTable } from '../db/schema';
import { ClientError } from '../http/errors';
import { MAX_LONG_TEXT, optionalText } from '../http/formValues';
import { showUntilValue } from '../archive/showUntil';
import { hindiTextValues } from '../sections/hindiTexts';
import type { Section } from '../sections/section';

/**
 * Latest news travels as JSON {id, title, description, createdDate} (SPEC.md section 7), and
 * titleHindi, descriptionHindi (issue 19), showUntil (issue 20).
 */
type LatestNewsPayload = LatestNewsBody;

export const latestNewsSection: Section<
  Selectable<LatestNewsTable>,
  LatestNewsPayload,
  typeof LatestNewsWire,
  never
> = {
  table: 'latest_news',
  path: '/latest-news',
  label: 'latest news item',
  title: 'Latest News',
  files: [],
  pagedName: 'latestNews',
  showUntil: true,
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  wire: LatestNewsWire,
  pageItem: LatestNewsWire,
  body: 'json',
  bodySchema: LatestNewsBody,
  formFields: Object.keys(LatestNewsBody.properties),
  readPayload: async (request) => request.body as LatestNewsPayload,
  idOf: (payload) => payload.id ?? 0,
  toWire: (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    titleHindi: row.title_hindi,
    descriptionHindi: row.description_hindi,
    createdDate: row.created_at,
    showUntil: row.show_until,
  }),
  async parse(payload, _context, existing) {
    const title = optionalText(payload.title ?? undefined, 'title');
    const description = optionalText(
      payload.description ?? undefined,
      'description',
      MAX_LONG_TEXT,
    );
    if (!title || !description) {
      throw new ClientError(400, 'Title and Description are required fields!');
    }
    // Named in messages by their JSON names, as title and description are.
    const hindi = hindiTextValues(
      (field) => payload[field as 'titleHindi' | 'descriptionHindi'],
      [
        { field: 'titleHindi', column: 'title_hindi', label: 'titleHindi' },
        {
          field: 'descriptionHindi',
          column: 'description_hindi',
          label: 'descriptionHindi',
          max: MAX_LONG_TEXT,
        },
      ],
    );
    // The date is the server's: first publication, kept when the text is corrected.
    return {
      values: {
        title,
        description,
        ...hindi,
        ...showUntilValue(payload.showUntil),
        ...(existing ? {} : { created_at: new Date().toISOString() }),
      },
      files: {},
    };
  },
};
