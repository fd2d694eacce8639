import { IdParams, MessageRef, PagedPaths } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { currentOnly } from '../archive/currentItems';
import { ClientError } from '../http/errors';
import { formBodySchema } from '../http/formDocument';
import { sendStreamedList } from '../http/streamedList';
import type { TypeBoxProvider } from '../http/typebox';
import type { Section } from './section';
import { deleteRow, findRow, saveRow, sectionRows, slottedRow, wireRow } from './sectionStore';

/**
 * GET {path}: the section's whole list, files as base64 (SPEC.md section 7); registered on the
 * public and on the admin scope. Written row by row and bounded (http/streamedList.ts); the
 * paged call PagedPaths.{public|admin}[section.pagedName] replaces it.
 */
export function listRoute<Row extends { id: number }, Payload>(
  app: FastifyInstance,
  context: AppContext,
  section: Section<Row, Payload>,
  audience: 'Public' | 'Admin',
) {
  const paged = PagedPaths[audience === 'Public' ? 'public' : 'admin'][section.pagedName];
  app.get(
    section.path,
    {
      schema: {
        tags: [audience],
        summary: `List of ${section.title}`,
        description: `Every record with its files as base64. Deprecated: use GET ${paged} (by page, files by URL).`,
        deprecated: true,
        response: { 200: Type.Array(section.wire), 503: MessageRef },
      },
    },
    (_request, reply) =>
      sendStreamedList(reply, context, {
        item: section.wire,
        // The public list shows current items only (issue 20); the admin list every one.
        rows: () =>
          sectionRows(
            context.db,
            section,
            audience === 'Public' && section.showUntil ? currentOnly() : undefined,
          ),
        toWire: (row, slot) => slottedRow(section, row, slot),
      }),
  );
}

/**
 * POST {path} creates (id 0 or absent), PUT {path} updates the record whose id is in the body.
 * Answers the saved record as the list shows it.
 */
export function saveRoutes<Row extends { id: number }, Payload>(
  app: FastifyInstance,
  context: AppContext,
  section: Section<Row, Payload>,
) {
  const schema = {
    tags: ['Admin'],
    consumes: [section.body === 'json' ? 'application/json' : 'multipart/form-data'],
    description: `${section.body === 'json' ? 'JSON' : 'Multipart form'} fields: ${section.formFields.join(', ')}.`,
    response: { 200: section.wire, 201: section.wire },
    ...(section.bodySchema ? { body: section.bodySchema } : {}),
    ...(section.formBody ? formBodySchema(section.formBody) : {}),
  };
  app.post(
    section.path,
    { schema: { ...schema, summary: `Create a ${section.label}` } },
    async (request, reply) => {
      const payload = await section.readPayload(request, context);
      section.idOf(payload); // A create ignores the id (0 for new), but it must be a number.
      const input = await section.parse(payload, context, undefined);
      const saved = await saveRow(context.db, section, input, undefined);
      return reply.code(201).send(await wireRow(context.db, section, saved));
    },
  );
  app.put(
    section.path,
    {
      schema: {
        ...schema,
        summary: `Update a ${section.label}`,
        // The record is named by the id in the body.
        response: { ...schema.response, 404: MessageRef },
      },
    },
    async (request) => {
      const payload = await section.readPayload(request, context);
      const id = section.idOf(payload);
      if (id === 0) throw new ClientError(400, `Choose the ${section.label} to update (its id).`);
      const existing = await findRow(context.db, section, id);
      if (!existing) throw new ClientError(404, `There is no ${section.label} with id ${id}.`);
      const input = await section.parse(payload, context, existing);
      const saved = await saveRow(context.db, section, input, existing);
      return wireRow(context.db, section, saved);
    },
  );
}

/** DELETE {path}/{id}: removes the record and its files. */
export function deleteRoute<Row extends { id: number }, Payload>(
  app: FastifyInstance,
  { db }: AppContext,
  section: Section<Row, Payload>,
) {
  app.withTypeProvider<TypeBoxProvider>().delete(
    `${section.path}/:id`,
    {
      schema: {
        tags: ['Admin'],
        summary: `Delete a ${section.label}`,
        params: IdParams,
        response: { 200: MessageRef, 404: MessageRef },
      },
    },
    async (request) => {
      if (!(await deleteRow(db, section, request.params.id))) {
        throw new ClientError(404, `There is no ${section.label} with id ${request.params.id}.`);
      }
      return { message: `${section.title} deleted successfully!` };
    },
  );
}
