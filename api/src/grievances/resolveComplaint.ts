import {
  DeskComplaint,
  describeForm,
  GrievancePaths,
  IdParams,
  MessageRef,
  ResolveForm,
  ResolveFormBody,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { checkImage } from '../files/checkUpload';
import { ClientError } from '../http/errors';
import { formRules } from '../http/formBody';
import { formBodySchema } from '../http/formDocument';
import { readMultipartForm, type Form } from '../http/multipartForm';
import type { TypeBoxProvider } from '../http/typebox';
import { actionBy } from './moveComplaint';
import { moveAndAnswer, MOVE_REFUSALS, requiredText } from './moveRoutes';

const PHOTOS = [ResolveForm.photo1, ResolveForm.photo2] as const;

/**
 * POST desk complaints/{id}/resolve (multipart, Pending → Resolved), by the officer it is
 * assigned to or an admin: what was done (required) and up to two photos, checked like a
 * complaint's. The photos become the complaint's action photos, public with what was done.
 */
export function resolveComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().post(
    `${GrievancePaths.desk.complaints}/:id/resolve`,
    {
      schema: {
        tags: ['Desk'],
        summary: 'Resolve a Pending complaint: what was done, and up to two photos',
        ...formBodySchema(ResolveFormBody),
        description:
          describeForm(ResolveForm) +
          ` ${ResolveForm.version} is the complaint's version; ${ResolveForm.actionTaken} is ` +
          'required. Only the officer the complaint is assigned to, or an admin, may resolve ' +
          'it (409 otherwise); 409 too for a complaint changed since `version`.',
        params: IdParams,
        response: { 200: DeskComplaint, ...MOVE_REFUSALS, 413: MessageRef, 415: MessageRef },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, formRules(ResolveFormBody, context.limits));
      const version = formVersion(form);
      const actionTaken = requiredText(form.text(ResolveForm.actionTaken), 'What was done');
      const photos = [];
      for (const [index, field] of PHOTOS.entries()) {
        const file = form.file(field);
        // Named as the desk's form names it ('Photo 1'), not by its wire field.
        const label = `Photo ${index + 1}`;
        photos.push(file ? await checkImage(file.content, label, context.limits) : undefined);
      }
      return moveAndAnswer(
        context,
        request,
        request.params.id,
        {
          version,
          action: 'resolve',
          comment: actionTaken,
          photos,
          changes: async ({ trx, now, photoIds }) => ({
            action_taken: actionTaken,
            resolved_at: now.toISOString(),
            action_by: await actionBy(trx, callerOf(request).accountId),
            action_date: now.toISOString(),
            // New photos replace the last resolution's; without any, those stay.
            ...(photoIds.some((id) => id !== null)
              ? {
                  action_image_1_file_id: photoIds[0] ?? null,
                  action_image_2_file_id: photoIds[1] ?? null,
                }
              : {}),
          }),
        },
        'resolve',
      );
    },
  );
}

function formVersion(form: Form): number {
  const value = form.text(ResolveForm.version) ?? '';
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new ClientError(400, `${ResolveForm.version} must be a whole number of at least 1.`);
  }
  return Number(value);
}
