import { IdParams, MessageRef, PagedPaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import type { Section } from '../sections/section';
import { sectionPage } from './sectionPage';

/**
 * GET PagedPaths.public[section.pagedName]/{id}: one published record as its paged list shows
 * it (files by URL), so that a page of its own (/tender-details?id=) can be linked and shared.
 */
export function sectionItemRoute<Row extends { id: number }, Payload>(
  app: FastifyInstance,
  { db }: AppContext,
  section: Section<Row, Payload>,
) {
  app.withTypeProvider<TypeBoxProvider>().get(
    `${PagedPaths.public[section.pagedName]}/:id`,
    {
      schema: {
        tags: ['Public'],
        summary: `One ${section.label}, files by URL`,
        params: IdParams,
        response: { 200: section.pageItem, 404: MessageRef },
      },
    },
    async (request) => {
      const { id } = request.params;
      const window = { page: 1, size: 1, offset: 0 };
      const found = await sectionPage(db, section, window, (query) => query.where('id', '=', id));
      if (!found.items[0])
        throw new ClientError(404, `There is no ${section.label} with id ${id}.`);
      return found.items[0];
    },
  );
}
