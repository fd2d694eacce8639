import {
  GrievancePaths,
  MessageRef,
  ScorecardQuery,
  ScorecardWire,
  type ScorecardRow,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { figuresBy, type GroupFigures } from './scorecardFigures';
import { MAX_PERIOD_YEARS, scorecardPeriod } from './scorecardPeriod';

const NONE: GroupFigures = {
  received: 0,
  resolved: 0,
  resolvedOnTime: 0,
  medianDays: null,
  averageRating: null,
  ratings: 0,
};

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function toRow(name: string, figures: GroupFigures = NONE): ScorecardRow {
  return {
    name,
    received: figures.received,
    resolved: figures.resolved,
    resolvedOnTime: figures.resolvedOnTime,
    onTimePercent:
      figures.resolved === 0 ? null : oneDecimal((100 * figures.resolvedOnTime) / figures.resolved),
    medianDaysToResolve: oneDecimal(figures.medianDays),
    averageRating: figures.ratings === 0 ? null : oneDecimal(figures.averageRating),
    ratings: figures.ratings,
  };
}

/**
 * GET GrievancePaths.public.scorecard?from=&to=: how the council answers complaints, per ward
 * (every ward, zeros included), per category and in all, for complaints filed in the period.
 * Computed by the database in a few queries whatever the number of complaints.
 */
/** A year's figures change slowly, and are costly to count: kept a minute, as a page is kept. */
const SCORECARD_KEEP_MS = 60_000;

export function scorecardRoute(app: FastifyInstance, { db, dialect }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    GrievancePaths.public.scorecard,
    {
      schema: {
        tags: ['Public'],
        summary: 'The grievance scorecard: per ward and category, received, resolved, on time',
        description:
          'Complaints filed from `from` to `to` (India dates, both included; by default the ' +
          'year up to today). resolved: those now Resolved or Closed; resolvedOnTime: resolved ' +
          'on or before their due date (India date); onTimePercent: of the resolved; ' +
          'medianDaysToResolve: from filing to the last resolution; averageRating: of the ' +
          'ratings given. Percent, days and rating have one decimal, null when there is nothing ' +
          `to measure. 400 when the start is after the end or the period is longer than ${MAX_PERIOD_YEARS} years.`,
        querystring: ScorecardQuery,
        response: { 200: ScorecardWire, 400: MessageRef },
      },
    },
    // Read alike for everyone asking within PAGE_CACHE_MS (any write empties it).
    (request) =>
      app.pageCache.rememberAnswer(
        `scorecard ${JSON.stringify(request.query)}`,
        async () => {
          const period = scorecardPeriod(request.query);
          const [total, byWard, byCategory, wards, categories] = await Promise.all([
            figuresBy(db, dialect, 'total', period),
            figuresBy(db, dialect, 'ward', period),
            figuresBy(db, dialect, 'category', period),
            db.selectFrom('ward').select(['id', 'ward_number']).orderBy('id').execute(),
            db
              .selectFrom('grievance_type')
              .select(['id', 'title'])
              .orderBy('title')
              .orderBy('id')
              .execute(),
          ]);
          return {
            from: period.from,
            to: period.to,
            total: toRow('All', total.get(0)),
            byWard: wards.map((ward) => toRow(ward.ward_number, byWard.get(ward.id))),
            byCategory: categories.map((category) =>
              toRow(category.title, byCategory.get(category.id)),
            ),
          };
        },
        SCORECARD_KEEP_MS,
      ),
  );
}
