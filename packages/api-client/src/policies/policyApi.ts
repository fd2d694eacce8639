import type { PolicyPageWire } from '@council/contract';
import { isPolicyKey, PolicyPaths, type PolicyKey } from '@council/contract/policy-rules';
import { apiClient } from '@council/shared-auth';
import { date, text, type Received } from '../wire/fields';
import type { PolicyPage, PolicyPageDraft } from './entities';

/** A page as answered; a key the answer does not name is the one asked for. */
export function policyPageFromWire(wire: Received<PolicyPageWire>, asked: PolicyKey): PolicyPage {
  const key = text(wire.key);
  return {
    key: isPolicyKey(key) ? key : asked,
    title: text(wire.title),
    body: text(wire.body),
    titleHindi: text(wire.titleHindi),
    bodyHindi: text(wire.bodyHindi),
    edited: wire.edited === true,
    updatedAt: date(wire.updatedAt),
  };
}

/** One page as anyone reads it (no token). */
export async function fetchPolicyPage(key: PolicyKey): Promise<PolicyPage> {
  const { data } = await apiClient.get<Received<PolicyPageWire> | null>(
    `${PolicyPaths.public.page}/${key}`,
  );
  return policyPageFromWire(data ?? {}, key);
}

const adminPath = (key: PolicyKey) => `${PolicyPaths.admin.pages}/${key}`;

/** The console's editor of the pages (role admin); shared-auth adds the token. */
export const policyEditorApi = {
  list: async (): Promise<PolicyPage[]> => {
    const { data } = await apiClient.get<unknown>(PolicyPaths.admin.pages);
    const rows = Array.isArray(data) ? (data as Received<PolicyPageWire>[]) : [];
    return rows.flatMap((row) => {
      const key = text(row.key);
      return isPolicyKey(key) ? [policyPageFromWire(row, key)] : [];
    });
  },
  /** Saves an admin's texts, each trimmed; answers the page as it now is. */
  save: async (key: PolicyKey, draft: PolicyPageDraft): Promise<PolicyPage> => {
    const trimmed = {
      title: draft.title.trim(),
      body: draft.body.trim(),
      titleHindi: draft.titleHindi.trim(),
      bodyHindi: draft.bodyHindi.trim(),
    };
    const { data } = await apiClient.put<Received<PolicyPageWire> | null>(adminPath(key), trimmed);
    return policyPageFromWire(data ?? {}, key);
  },
  /** Goes back to the default text; answers the page as it now is. */
  reset: async (key: PolicyKey): Promise<PolicyPage> => {
    const { data } = await apiClient.post<Received<PolicyPageWire> | null>(
      `${adminPath(key)}/reset`,
    );
    return policyPageFromWire(data ?? {}, key);
  },
};
