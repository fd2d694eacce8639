import { Type, type Static } from '@sinclair/typebox';

/** GET /api/health: 200 while the database answers (else 503 with a Message). */
export const HealthAnswer = Type.Object({ status: Type.Literal('ok') });
export type HealthAnswer = Static<typeof HealthAnswer>;
