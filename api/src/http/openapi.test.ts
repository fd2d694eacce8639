import {
  ComplaintWire,
  NewComplaintForm,
  OfficialForm,
  PressReleaseForm,
  PressReleaseWire,
  SearchHitWire,
  TenderWire,
} from '@council/contract';
import { testDatabases } from '../testing/databases';
import { createTestApp, type TestApp } from '../testing/testApp';

interface Operation {
  description?: string;
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const [dialect = 'sqlite'] = testDatabases();

describe('the API describes itself by the contract (@council/contract)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });
  afterAll(() => t.close());

  const answer = (path: string, method = 'get', status = '200') =>
    document.paths[path]?.[method]?.responses[status]?.content['application/json']?.schema as {
      properties?: Record<string, unknown>;
      items?: { properties?: Record<string, unknown> };
    };
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
});
