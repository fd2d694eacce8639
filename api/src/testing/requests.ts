import type { TestApp } from './testApp';
import { bearer } from './testApp';
import { multipart, type Part } from './multipart';

type Method = 'POST' | 'PUT';

/** Sends a multipart form as an admin or user would. */
export function sendForm(t: TestApp, token: string, method: Method, url: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
}

export async function getJson<T = Record<string, unknown>[]>(
  t: TestApp,
  url: string,
  token?: string,
) {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** Rows of every table, to prove a refused request changed nothing. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'stored_file',
    'employee',
    'about',
    'slider',
    'latest_news',
    'notice',
    'circular',
    'office_order',
    'tender',
    'gallery',
    'press_release',
    'complaint',
    'account',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
