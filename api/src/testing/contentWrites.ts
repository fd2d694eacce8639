import type { Db } from '../db/database';
import { makePdf } from '../demo/sampleFiles';
import { multipart } from './multipart';
import { TEST_PASSWORD } from './testApp';

/** A news item or notice a running API acknowledged (201). */
export interface ContentWrite {
  kind: 'news' | 'notice';
  id: number;
  title: string;
}

/** Signs the test's admin (admin@council.local) in to a running API and answers the token. */
export async function adminTokenOf(url: string): Promise<string> {
  const login = await fetch(`${url}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@council.local', password: TEST_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return token;
}

/**
 * Creates item `n` through a running API as an admin would: a news item as JSON (even n) or a
 * notice with a PDF (odd n), so that stored files are written too. Answers the acknowledged
 * write, or the status it got instead.
 */
export async function createContent(
  url: string,
  token: string,
  n: number,
  description: string,
): Promise<ContentWrite | { failure: string }> {
  const title = `Item ${n}`;
  const kind = n % 2 === 0 ? 'news' : 'notice';
  const request = kind === 'news' ? newsItem(title, description) : notice(title);
  const response = await fetch(`${url}/api/Admin/${request.path}`, {
    method: 'POST',
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
  });
  if (response.status !== 201) return { failure: `${title}: ${response.status}` };
  const saved = (await response.json()) as { id: number };
  return { kind, id: saved.id, title };
}

/** The title stored for a write, or undefined when it is not in the database. */
export async function storedTitle(db: Db, write: ContentWrite): Promise<string | undefined> {
  const table = write.kind === 'news' ? 'latest_news' : 'notice';
  const row = await db
    .selectFrom(table)
    .select('title')
    .where('id', '=', write.id)
    .executeTakeFirst();
  return row?.title;
}

function newsItem(title: string, description: string) {
  return {
    path: 'latest-news',
    body: JSON.stringify({ id: 0, title, description }),
    headers: { 'content-type': 'application/json' },
  };
}

function notice(title: string) {
  const form = multipart([
    { name: 'Notice.Id', value: '0' },
    { name: 'Notice.title', value: title },
    { name: 'DocumentFile', filename: 'n.pdf', content: makePdf(title), type: 'application/pdf' },
  ]);
  return { path: 'notice', body: form.payload, headers: form.headers };
}
