import { Type } from '@sinclair/typebox';

/** Every error answer: a sentence a person can read, which the frontends show as is. */
export const MessageSchema = Type.Object({ message: Type.String() }, { $id: 'Message' });
