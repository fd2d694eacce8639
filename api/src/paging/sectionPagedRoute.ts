import { PagedPaths, PageQuery } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { currentOnly } from '../archive/currentItems';
import type { Section } from '../sections/section';
import { pagedRoute } from './pagedRoute';
import { pageWindow } from './pageWindow';
import { sectionPage } from './sectionPage';

/** GET PagedPaths.{public|admin}[section.pagedName]: the section by page, files by URL. */
export function sectionPagedRoute<Row extends { id: number }, Payload>(
  app: FastifyInstance,
  { db }: AppContext,
  section: Section<Row, Payload>,
  audience: 'public' | 'admin',
) {
  const filter = section.pageFilter;
  pagedRoute(app, {
    path: PagedPaths[audience][section.pagedName],
    tag: audience === 'public' ? 'Public' : 'Admin',
    summary: `${section.title} by page`,
    querystring: filter?.querystring ?? PageQuery,
    item: section.pageItem,
    load: (query) => {
      const narrow = filter?.narrow(query);
      // A public list shows current items only (issue 20): those past their "show until" date
      // are in the archive. The admin list keeps every one.
      const current = audience === 'public' && section.showUntil ? currentOnly() : undefined;
      return sectionPage(db, section, pageWindow(query), (rows) => {
        const narrowed = narrow ? narrow(rows) : rows;
        return current ? current(narrowed) : narrowed;
      });
    },
  });
}
