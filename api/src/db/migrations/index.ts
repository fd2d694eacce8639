import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { initialSchema } from './0001_initial_schema';
import { storedFileChunks } from './0002_stored_file_chunks';
import { listOrderIndexes } from './0003_list_order_indexes';
import { accountSessions } from './0004_account_sessions';
import { peopleAccounts } from './0005_people_accounts';
import { grievanceDesk } from './0006_grievance_desk';
import { hindiTexts } from './0007_hindi_texts';
import { accountLanguage } from './0008_account_language';
import { contentChanges } from './0009_content_changes';
import { feedback } from './0010_feedback';
import { showUntil } from './0011_show_until';
import { policyPages } from './0012_policy_pages';

/**
 * Every migration, by name. Names sort in the order they run; a migration never changes once
 * released: a schema change is a new file here.
 */
export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial_schema': initialSchema(dialect),
    '0002_stored_file_chunks': storedFileChunks(dialect),
    '0003_list_order_indexes': listOrderIndexes(),
    '0004_account_sessions': accountSessions(),
    '0005_people_accounts': peopleAccounts(dialect),
    '0006_grievance_desk': grievanceDesk(dialect),
    '0007_hindi_texts': hindiTexts(),
    '0008_account_language': accountLanguage(),
    '0009_content_changes': contentChanges(),
    '0010_feedback': feedback(dialect),
    '0011_show_until': showUntil(),
    '0012_policy_pages': policyPages(),
  };
}
