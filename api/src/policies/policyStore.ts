import { POLICY_PAGES, type PolicyKey, type PolicyPageWire } from '@council/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../appContext';
import type { PolicyPageTable } from '../db/schema';
import { defaultText } from './defaults/fill';

type Row = Selectable<PolicyPageTable>;

/** A page as the site shows it: the admin's row where there is one, else the default text. */
function pageOf(key: PolicyKey, row: Row | undefined, site: AppContext['site']): PolicyPageWire {
  if (!row) return { key, ...defaultText(key, site), edited: false, updatedAt: null };
  return {
    key,
    title: row.title,
    body: row.body,
    titleHindi: row.title_hindi,
    bodyHindi: row.body_hindi,
    edited: true,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** One page as the site shows it now. */
export async function readPolicyPage(
  { db, site }: AppContext,
  key: PolicyKey,
): Promise<PolicyPageWire> {
  const row = await db
    .selectFrom('policy_page')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  return pageOf(key, row, site);
}

/** Every page, in the footer's order. */
export async function readPolicyPages({ db, site }: AppContext): Promise<PolicyPageWire[]> {
  const rows = await db.selectFrom('policy_page').selectAll().execute();
  return POLICY_PAGES.map((key) =>
    pageOf(
      key,
      rows.find((row) => row.key === key),
      site,
    ),
  );
}
