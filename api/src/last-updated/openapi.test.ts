import { PagedPaths } from '@council/contract';
import { servedDocument } from '../testing/openApiDocument';

describe('the OpenAPI document on last updated', () => {
  const document = servedDocument();

  it('describes the last-updated call among the public ones', () => {
    const operation = document.paths[PagedPaths.public.lastUpdated]?.get;
    expect(operation?.tags).toEqual(['Public']);
    expect(operation?.summary).toEqual(expect.any(String));
    const schema = operation?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['parts', 'site']);
  });

  it.each([
    PagedPaths.public.notices,
    `${PagedPaths.public.notices}/{id}`,
    PagedPaths.public.officials,
    PagedPaths.public.complaintCounts,
    '/api/Public/notice',
    '/api/Public/minister-officer-employee-by-designations',
  ])('describes Last-Modified and the 304 of %s', (path) => {
    const operation = document.paths[path]?.get;
    expect(operation?.description).toContain('Last-Modified');
    expect(Object.keys(operation?.responses ?? {})).toContain('304');
  });

  it('leaves the admin lists and the scorecard without them', () => {
    for (const path of [PagedPaths.admin.notices, '/api/v2/public/grievance-scorecard']) {
      const operation = document.paths[path]?.get;
      expect([path, operation?.summary]).toEqual([path, expect.any(String)]);
      expect([path, operation?.responses['304']]).toEqual([path, undefined]);
    }
  });
});
