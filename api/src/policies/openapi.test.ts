import { PolicyPaths } from '@council/contract';
import { refusals, servedDocument } from '../testing/openApiDocument';

describe('the OpenAPI document describes the website policies and help pages', () => {
  const document = servedDocument();

  it.each([
    [`${PolicyPaths.public.page}/{key}`, 'get', 'Public', ['200', ...refusals(404, 414)]],
    [PolicyPaths.admin.pages, 'get', 'Admin', ['200', ...refusals(401, 403)]],
    [
      `${PolicyPaths.admin.pages}/{key}`,
      'put',
      'Admin',
      ['200', ...refusals(401, 403, 404, 413, 414)],
    ],
    [
      `${PolicyPaths.admin.pages}/{key}/reset`,
      'post',
      'Admin',
      ['200', ...refusals(401, 403, 404, 413, 414)],
    ],
  ])('%s %s, tagged %s, with its answers', (path, method, tag, answers) => {
    const operation = document.paths[path]?.[method];
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.tags).toEqual([tag]);
    expect(operation?.security).toEqual(tag === 'Admin' ? [{ bearer: [] }] : undefined);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(answers);
  });
});
