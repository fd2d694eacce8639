import { Type, type Static } from '@sinclair/typebox';

/** Every error answer: a sentence a person can read, which the frontends show as is. */
export const Message = Type.Object({ message: Type.String() }, { $id: 'Message' });
export type Message = Static<typeof Message>;

/** Where a route answers a Message: the shared schema, registered once by its $id. */
export const MessageRef = { $ref: 'Message#' } as const;
