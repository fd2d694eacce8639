import { GrievancePaths } from '@council/contract';
import { servedDocument } from '../testing/openApiDocument';

describe('the OpenAPI document describes the categories, holidays and scorecard', () => {
  const document = servedDocument();

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
