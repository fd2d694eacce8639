import {
  ComplaintWire,
  PagedPaths,
  NewComplaintForm,
  OfficialForm,
  PressReleaseForm,
  PressReleaseWire,
  SearchHitWire,
  TenderWire,
} from '@council/contract';
import { HINDI_SECTIONS } from '../testing/hindiSections';
import { servedDocument, type DocumentSchema } from '../testing/openApiDocument';

describe('the API describes itself by the contract (@council/contract)', () => {
  const document = servedDocument();

  const answer = (path: string, method = 'get', status = '200') =>
    document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema ?? {};
  const fieldsOf = (schema: { properties: Record<string, unknown> }) =>
    Object.keys(schema.properties).sort();

  it("answers each list with the contract's record, wire names and misspellings included", () => {
    expect(Object.keys(answer('/api/Public/press-release').items?.properties ?? {}).sort()).toEqual(
      fieldsOf(PressReleaseWire),
    );
    expect(Object.keys(answer('/api/Admin/tender').items?.properties ?? {}).sort()).toEqual(
      fieldsOf(TenderWire),
    );
    expect(Object.keys(answer('/api/User/complaint/{id}').properties ?? {}).sort()).toEqual(
      fieldsOf(ComplaintWire),
    );
    expect(Object.keys(answer('/api/Public/search').items?.properties ?? {}).sort()).toEqual(
      fieldsOf(SearchHitWire),
    );
  });

  it("names every field of the contract's multipart forms", () => {
    const described = (path: string) => document.paths[path]?.post?.description ?? '';
    for (const field of Object.values(PressReleaseForm)) {
      expect(described('/api/Admin/press-release')).toContain(field);
    }
    for (const field of Object.values(NewComplaintForm)) {
      expect(described('/api/User/add-complaint')).toContain(field);
    }
    expect(described('/api/Admin/minister-officer-employee')).toContain(OfficialForm.email);
  });

  it('describes every paged call, guarded where its role needs it', () => {
    for (const audience of ['public', 'admin', 'user'] as const) {
      for (const path of Object.values(PagedPaths[audience])) {
        const operation = document.paths[path]?.get;
        expect([path, operation?.summary]).toEqual([path, expect.any(String)]);
        expect(operation?.tags).toEqual([
          audience === 'public' ? 'Public' : audience === 'admin' ? 'Admin' : 'User',
        ]);
        expect(operation?.deprecated).toBeUndefined();
        expect(operation?.security).toEqual(audience === 'public' ? undefined : [{ bearer: [] }]);
      }
    }
    const page = answer(PagedPaths.public.tenders);
    expect(Object.keys(page.properties ?? {}).sort()).toEqual(['items', 'page', 'size', 'total']);
  });

  it('marks the SPEC.md list calls that a paged call replaces as deprecated', () => {
    for (const path of [
      '/api/Public/notice',
      '/api/Public/tender',
      '/api/Public/slider',
      '/api/Public/minister-officer-employee-by-designations',
      '/api/Public/complaint',
      '/api/Public/complaint-count',
      '/api/Admin/minister-officer-employee',
      '/api/Admin/press-release',
      '/api/Admin/complaint-count',
      '/api/User/complaint',
      '/api/User/complaint-count',
    ]) {
      expect([path, document.paths[path]?.get?.deprecated]).toEqual([path, true]);
    }
    for (const [path, method] of [
      ['/api/Public/search', 'get'],
      ['/api/User/complaint/{id}', 'get'],
      ['/api/Admin/notice', 'post'],
      ['/api/User/add-complaint', 'post'],
    ] as const) {
      expect([path, document.paths[path]?.[method]?.deprecated]).toEqual([path, undefined]);
    }
  });

  it('describes the Hindi texts of each section in its answers and its form (issue 19)', () => {
    for (const section of HINDI_SECTIONS) {
      const path = `/api/Admin/${section.path}`;
      const listed = Object.keys(answer(path).items?.properties ?? {});
      const pagedItem = (answer(section.adminPage).properties?.items as DocumentSchema | undefined)
        ?.items;
      const paged = Object.keys(pagedItem?.properties ?? {});
      const saved = document.paths[path]?.post;
      for (const [wire, { field }] of Object.entries(section.hindi)) {
        expect([path, wire, listed]).toEqual([path, wire, expect.arrayContaining([wire])]);
        expect([path, wire, paged]).toEqual([path, wire, expect.arrayContaining([wire])]);
        expect([path, field, saved?.description]).toEqual([
          path,
          field,
          expect.stringContaining(field),
        ]);
      }
    }
    const body = document.paths['/api/Admin/latest-news']?.post?.requestBody?.content;
    expect(Object.keys(body?.['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['titleHindi', 'descriptionHindi']),
    );
    expect(Object.keys(answer('/api/Public/search').items?.properties ?? {})).toEqual(
      expect.arrayContaining(['titleHindi', 'descriptionHindi']),
    );
  });
});
