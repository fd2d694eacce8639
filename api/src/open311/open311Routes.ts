import {
  MessageRef,
  Open311Paths,
  Open311Request,
  Open311RequestParams,
  Open311RequestsQuery,
  Open311Service,
  parseComplaintNumber,
} from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { describeFiles } from '../files/storedFiles';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { matchingRequests, requestRows, type RequestRow } from './requestRows';
import { toOpen311Request } from './requestWire';

const JSON_ONLY =
  'This Open311 endpoint answers JSON only: ask for services.json, requests.json or ' +
  'requests/{id}.json.';

/**
 * Open311 GeoReport v2, read-only and without a token (Open311Paths): the grievance categories
 * as services, complaints as service requests. Its own scope: any site may read it from a
 * browser (GET, no credentials), as the standard's clients do.
 */
export function open311Routes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });
    servicesRoute(app, context);
    requestRoutes(app, context);
    // services.xml and the like: the standard's XML is not offered.
    for (const path of ['/open311/v2/:document', `${Open311Paths.request}/:document`]) {
      app.get(path, { schema: { hide: true } }, () => {
        throw new ClientError(404, JSON_ONLY);
      });
    }
  };
}

function servicesRoute(app: FastifyInstance, { db }: AppContext) {
  app.get(
    Open311Paths.services,
    {
      schema: {
        tags: ['Open311'],
        summary: 'Open311 services: the grievance categories',
        response: { 200: Type.Array(Open311Service) },
      },
    },
    async () => {
      const categories = await db
        .selectFrom('grievance_type')
        .select(['id', 'title', 'days_to_resolve'])
        .orderBy('title')
        .orderBy('id')
        .execute();
      return categories.map((category) => ({
        service_code: String(category.id),
        service_name: category.title,
        description: `${category.title}: resolved within ${category.days_to_resolve} working days.`,
        metadata: false,
        type: 'realtime' as const,
        keywords: '',
        group: 'Grievance',
      }));
    },
  );
}

function requestRoutes(app: FastifyInstance, context: AppContext) {
  const { db, site } = context;
  const answer = async (request: FastifyRequest, rows: RequestRow[]) => {
    const describe = await describeFiles(
      db,
      rows.flatMap((row) => [row.action_image_1_file_id, row.action_image_2_file_id]),
    );
    const origin = `${request.protocol}://${request.host}`;
    const wire = { prefix: site.complaintPrefix, councilName: site.councilName, origin, describe };
    return rows.map((row) => toOpen311Request(row, wire));
  };
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.get(
    Open311Paths.requests,
    {
      schema: {
        tags: ['Open311'],
        summary: 'Open311 service requests: complaints, newest first, by page',
        description:
          'status: open (Open, Pending) or closed (Resolved, Rejected, Closed); start_date and ' +
          'end_date bound requested_datetime; service_code: codes from services.json separated ' +
          'by commas; page from 1 and size (or page_size) 1 to 100, 20 by default. No personal ' +
          "data: the citizen's words appear only where the site shows them publicly.",
        querystring: Open311RequestsQuery,
        response: { 200: Type.Array(Open311Request), 400: MessageRef },
      },
    },
    async (request) => answer(request, await matchingRequests(db, request.query).execute()),
  );
  typed.get(
    `${Open311Paths.request}/:id.json`,
    {
      schema: {
        tags: ['Open311'],
        summary: 'One Open311 service request, as a list of one',
        description:
          "id: the complaint's number with '/' written as '-' (SNP-2026-000123), or its bare " +
          'numeric id. 404 when there is none.',
        params: Open311RequestParams,
        response: { 200: Type.Array(Open311Request), 404: MessageRef },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findRequest(context, id);
      if (!row) throw new ClientError(404, `There is no service request ${id}.`);
      return answer(request, [row]);
    },
  );
}

/** The complaint a path's id names: a number (year checked) or a bare id. */
async function findRequest({ db }: AppContext, typed: string): Promise<RequestRow | undefined> {
  const bare = /^\d{1,9}$/.test(typed) ? { id: Number(typed), year: undefined } : undefined;
  const named = bare ?? parseComplaintNumber(typed.replace(/-/g, '/'));
  if (!named) return undefined;
  const row = await requestRows(db).where('c.id', '=', named.id).executeTakeFirst();
  if (!row || (named.year !== undefined && row.entry_date.slice(0, 4) !== named.year))
    return undefined;
  return row;
}
