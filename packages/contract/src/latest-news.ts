import { Type, type Static } from '@sinclair/typebox';
import { HindiText, MAX_ID, MAX_LONG_TEXT, ShowUntil } from './values';

/** GET /api/Public/latest-news, /api/Admin/latest-news. */
export const LatestNewsWire = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  createdDate: Type.String(),
  titleHindi: HindiText,
  descriptionHindi: HindiText,
  showUntil: ShowUntil,
});
export type LatestNewsWire = Static<typeof LatestNewsWire>;

/**
 * POST/PUT /api/Admin/latest-news: the one section that travels as JSON (SPEC.md section 7).
 * titleHindi and descriptionHindi (issue 19): absent on update keeps the stored text, '' or null
 * clears it; showUntil (issue 20, yyyy-MM-dd) alike.
 */
export const LatestNewsBody = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_ID }), Type.Null()])),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: MAX_LONG_TEXT }), Type.Null()])),
  createdDate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  titleHindi: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  descriptionHindi: Type.Optional(
    Type.Union([Type.String({ maxLength: MAX_LONG_TEXT }), Type.Null()]),
  ),
  showUntil: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});
export type LatestNewsBody = Static<typeof LatestNewsBody>;
