import { IdParams, MessageRef, type CitizenComplaint, type DeskComplaint } from '@council/contract';
import { MAX_COMMENT_LENGTH, type ComplaintViewer } from '@council/contract/complaint-rules';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { ClientError } from '../http/errors';
import { optionalText } from '../http/formValues';
import { citizenAnswer, deskAnswer } from './complaintAnswers';
import { moveComplaint, type Move } from './moveComplaint';
import { tellCitizen, type StatusChange } from './statusMail';

// What the desk's and the citizen's move routes share: their OpenAPI description, who is
// moving, the checks of their texts, and making the move and answering it.

/** Every refusal a move may answer, each a {message}. */
export const MOVE_REFUSALS = {
  400: MessageRef,
  401: MessageRef,
  403: MessageRef,
  404: MessageRef,
  409: MessageRef,
} as const;

const MOVE_RULES =
  ' One transaction writes the complaint and one history entry. 409 when the move is not ' +
  'allowed for this person in this state (the message says why) or when `version` is not the ' +
  "complaint's current one (someone else acted first: reload it); 404 for no such complaint.";

/** The schema of a POST {path}/{id}/{move} that answers the complaint as it is now. */
export function moveSchema<Body extends TSchema>(
  tag: 'Desk' | 'User',
  summary: string,
  body: Body,
  answer: TSchema,
) {
  return {
    tags: [tag],
    summary,
    description: summary + '.' + MOVE_RULES,
    params: IdParams,
    body,
    response: { 200: answer, ...MOVE_REFUSALS },
  };
}

/** The signed-in person as the rules see them. */
export function viewerOf(request: FastifyRequest): ComplaintViewer {
  const { role, accountId } = callerOf(request);
  return { role, accountId };
}

/** A reason, what was done or a reminder: required, trimmed, plain text. */
export function requiredText(value: string | undefined, label: string): string {
  const text = optionalText(value, label, MAX_COMMENT_LENGTH);
  if (!text) throw new ClientError(400, `${label} is required.`);
  return text;
}

/** An optional comment: trimmed, plain text, '' when none. */
export function commentText(value: string | undefined, label: string): string {
  return optionalText(value, label, MAX_COMMENT_LENGTH) ?? '';
}

/**
 * Makes a person's move on complaint `id`, mails the citizen when its status changed (after the
 * answer, never failing the move), and answers the complaint as that person now sees it.
 */
export async function moveAndAnswer(
  context: AppContext,
  request: FastifyRequest,
  id: number,
  move: Omit<Move, 'id' | 'viewer'>,
  tell?: StatusChange,
): Promise<DeskComplaint | CitizenComplaint> {
  const viewer = viewerOf(request);
  await moveComplaint(context, request.log, { ...move, id, viewer });
  if (tell) tellCitizen(context, request.log, id, tell);
  const answer = viewer.role === 'user' ? citizenAnswer : deskAnswer;
  return answer(context, request.log, id, viewer);
}
