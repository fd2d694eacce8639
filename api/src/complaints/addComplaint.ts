import {
  ComplaintWire,
  describeForm,
  MessageRef,
  NewComplaintForm,
  NewComplaintFormBody,
  NewComplaintImages,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import { requireConfirmedEmail } from '../accounts/confirmedEmail';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { trafficLimits } from '../config';
import type { Db } from '../db/database';
import { checkImage, type CheckedFile } from '../files/checkUpload';
import { storeFile } from '../files/storedFiles';
import { dueDateFor } from '../grievances/workingDays';
import { ClientError } from '../http/errors';
import { formRules } from '../http/formBody';
import { formBodySchema } from '../http/formDocument';
import { requestLanguage } from '../i18n/language';
import { MAX_LONG_TEXT, optionalText } from '../http/formValues';
import { readMultipartForm, type Form } from '../http/multipartForm';
import { loadComplaints } from './complaintWire';
import { checkFilingLimit } from './filingLimit';

const F = NewComplaintForm;
/** The citizen's photos by the column that stores them. */
const IMAGES = {
  public_image_1_file_id: NewComplaintImages.publicImage1,
  public_image_2_file_id: NewComplaintImages.publicImage2,
} as const;
/**
 * SPEC.md's form names these too, but the photos of the action taken are shown publicly as the
 * council's evidence of work done: only staff add them (the desk's resolve). A citizen's are read
 * (a SPEC.md client still files) and dropped.
 */
const STAFF_IMAGES = [NewComplaintImages.actionImage1, NewComplaintImages.actionImage2];

/** What the route's description says beside a field. */
const FIELD_NOTES: Partial<Record<string, string>> = {
  [F.status]: ' (ignored)',
  [F.suggestion]: ' (optional)',
  [NewComplaintImages.actionImage1]: " (ignored: the staff's photos of the action taken)",
  [NewComplaintImages.actionImage2]: " (ignored: the staff's photos of the action taken)",
};

const LOOKUPS = [
  [F.grievance, 'grievance_type', 'grievance type', 'grievance_type_id'],
  [F.district, 'district', 'district', 'district_id'],
  [F.ward, 'ward', 'ward', 'ward_id'],
  [F.ulb, 'ulb', 'ULB', 'ulb_id'],
] as const;

/**
 * POST /api/User/add-complaint (multipart). The complaint is the caller's, Open, and dated
 * now, whatever the form says (DECISIONS.md); its images are stored with it or not at all.
 * Its due date counts its category's days to resolve in working days; its history starts with
 * its filing, in the same transaction.
 */
export function addComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.post(
    '/add-complaint',
    {
      // After the scope's role check, before the upload is read (issue 15).
      onRequest: requireConfirmedEmail(context),
      schema: {
        tags: ['User'],
        summary: 'File a complaint; status Open and entry date are set by the server',
        ...formBodySchema(NewComplaintFormBody),
        description:
          describeForm([
            ...Object.values(F).map((field) => `${field}${FIELD_NOTES[field] ?? ''}`),
            ...Object.values(IMAGES),
            ...STAFF_IMAGES.map((field) => `${field}${FIELD_NOTES[field] ?? ''}`),
          ]) +
          ' A citizen files at most COMPLAINTS_PER_HOUR complaints an hour and COMPLAINTS_PER_DAY' +
          ' a day (5 and 20 by default); beyond them a 429 with Retry-After, and nothing is stored.' +
          ' An account whose email is not confirmed yet gets a 403.',
        response: { 201: ComplaintWire, 403: MessageRef, 429: MessageRef },
      },
    },
    async (request, reply) => {
      const { accountId } = callerOf(request);
      const limits = trafficLimits(context.traffic);
      // Before the upload is read: a citizen over the limit costs no image work.
      await checkFilingLimit(context.db, accountId, limits);
      const form = await readMultipartForm(
        request,
        formRules(NewComplaintFormBody, context.limits),
      );
      const values = await readComplaint(context.db, form);
      const images = await readImages(form, context);
      const id = await context.db.transaction().execute(async (trx) => {
        // Again inside the transaction: two forms sent at once do not both slip under it.
        await checkFilingLimit(trx, accountId, limits);
        const fileIds: Record<string, number | null> = {};
        for (const [column, image] of Object.entries(images)) {
          fileIds[column] = image ? await storeFile(trx, image) : null;
        }
        const now = new Date();
        const row = await trx
          .insertInto('complaint')
          .values({
            ...values,
            ...fileIds,
            account_id: accountId,
            status: 'Open',
            entry_date: now.toISOString(),
            due_date: await dueDateFor(trx, values.grievance_type_id, now),
            status_changed_at: now.toISOString(),
            version: 1,
            // The language it was filed in (issue 19).
            language: requestLanguage(request),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('complaint_event')
          .values({
            complaint_id: row.id,
            at: now.toISOString(),
            kind: 'file',
            actor_account_id: accountId,
            actor_role: 'user',
            from_status: null,
            to_status: 'Open',
          })
          .execute();
        return row.id;
      });
      const [complaint] = await loadComplaints(context.db, { id }, context.site.complaintPrefix);
      return reply.code(201).send(complaint);
    },
  );
}

async function readComplaint(db: Db, form: Form) {
  const text = (field: string, label: string) => {
    const value = optionalText(form.text(field), label, MAX_LONG_TEXT);
    if (!value) throw new ClientError(400, `${label} is required.`);
    return value;
  };
  const ids: Record<string, number> = {};
  for (const [field, table, label, column] of LOOKUPS) {
    const value = form.text(field) ?? '';
    const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
    const found =
      id > 0 && (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
    if (!found) throw new ClientError(400, `Choose a ${label} from the list.`);
    ids[column] = id;
  }
  return {
    grievance_type_id: ids.grievance_type_id as number,
    district_id: ids.district_id as number,
    ward_id: ids.ward_id as number,
    ulb_id: ids.ulb_id as number,
    // Optional: the citizen says what is wrong; what to do about it is the council's to decide.
    suggestion: optionalText(form.text(F.suggestion), 'Your suggestion', MAX_LONG_TEXT) ?? '',
    landmark: text(F.landmark, 'Landmark'),
    additional_information: text(F.additionalInformation, 'Additional information'),
  };
}

async function readImages(form: Form, context: AppContext) {
  const images: Record<string, CheckedFile | undefined> = {};
  for (const [column, field] of Object.entries(IMAGES)) {
    const file = form.file(field);
    images[column] = file ? await checkImage(file.content, field, context.limits) : undefined;
  }
  return images;
}
