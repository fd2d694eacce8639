import { GrievancePaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { createTestApp, type TestApp } from '../testing/testApp';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

const [dialect = 'sqlite'] = testDatabases();

describe('the OpenAPI document describes the categories, holidays and scorecard', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });
  afterAll(() => t.close());

  it.each([
    [GrievancePaths.public.categories, 'get', 'Public'],
    [GrievancePaths.public.holidays, 'get', 'Public'],
    [GrievancePaths.public.scorecard, 'get', 'Public'],
    [GrievancePaths.admin.categories, 'get', 'Admin'],
    [`${GrievancePaths.admin.categories}/{id}`, 'put', 'Admin'],
    [GrievancePaths.admin.holidays, 'post', 'Admin'],
    [`${GrievancePaths.admin.holidays}/{id}`, 'delete', 'Admin'],
  ])('%s %s, tagged %s, guarded where admins alone may call it', (path, method, tag) => {
    const operation = document.paths[path]?.[method];
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.tags).toEqual([tag]);
    expect(operation?.security).toEqual(tag === 'Admin' ? [{ bearer: [] }] : undefined);
  });

  it('says that changing holidays or days moves no due date already given', () => {
    for (const [path, method] of [
      [GrievancePaths.admin.holidays, 'post'],
      [`${GrievancePaths.admin.holidays}/{id}`, 'delete'],
      [`${GrievancePaths.admin.categories}/{id}`, 'put'],
    ] as const) {
      expect(document.paths[path]?.[method]?.description).toMatch(
        /due dates already given do not move/i,
      );
    }
  });
});
