import type { UploadLimits } from './config';
import type { Db, DialectName } from './db/database';

/** What every route needs from outside itself. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  jwtSecret: string;
  limits: UploadLimits;
}
