import {
  FeedbackBody,
  FeedbackPaths,
  FeedbackReceipt,
  feedbackNumber,
  MessageRef,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { checkedFeedback } from './feedbackFields';
import { trafficLimits } from '../config';
import { feedbackLimit } from './feedbackLimit';

/** The thank-you, quoting the number a reader gives when they write or call about it. */
export function feedbackThanks(reference: string): string {
  return `Thank you. Your message has reached the council; its reference number is ${reference}.`;
}

/**
 * POST FeedbackPaths.public.feedback: a reader's message from the contact page or /feedback,
 * stored for the console's inbox. No sign-in; limited per client address.
 */
export function sendFeedbackRoute(app: FastifyInstance, { db, traffic }: AppContext) {
  const { feedbackPerHour } = trafficLimits(traffic);
  const limit = feedbackLimit(db, feedbackPerHour);
  app.withTypeProvider<TypeBoxProvider>().post(
    FeedbackPaths.public.feedback,
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['Public'],
        summary: "A reader's message to the council; answers its reference number",
        description:
          'JSON: name (1-100 characters), email, phone (optional: 6 to 15 digits with +, ' +
          'spaces, dashes or brackets), project (optional, at most 100), subject (1-150), ' +
          'message (1-3000) and sentFrom, the page it was sent from (contact or feedback). Spaces around ' +
          'each field are dropped; control characters, hidden direction marks and HTML tags ' +
          'are refused (400, naming the field). 201 with the reference number (FB/2026/000123). ' +
          `At most ${feedbackPerHour} messages an hour from one client address: beyond that ` +
          'a 429 with Retry-After; a refused message is not counted.',
        body: FeedbackBody,
        response: { 201: FeedbackReceipt, 400: MessageRef, 429: MessageRef },
      },
    },
    async (request, reply) => {
      // Checked before the limit is taken: a typing mistake costs nothing.
      const feedback = checkedFeedback(request.body);
      await limit.take(request.ip);
      const receivedAt = new Date().toISOString();
      const { id } = await db
        .insertInto('feedback')
        .values({ ...feedback, received_at: receivedAt, handled_at: null, handled_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = feedbackNumber(id, receivedAt);
      return reply.code(201).send({ reference, message: feedbackThanks(reference) });
    },
  );
}
