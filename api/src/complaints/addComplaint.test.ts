import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups } from '../testing/fixtures';
import type { Part } from '../testing/multipart';
import { sendForm, tableCounts } from '../testing/requests';
import { smallPhoto } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('a citizen filing a complaint on %s', (dialect) => {
  let t: TestApp;
  let form: Part[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    form = complaintFields(await ensureLookups(t.db));
  });
  afterAll(() => t.close());

  it("keeps their own photos but never the staff's photos of the action taken", async () => {
    const citizen = await signedIn(t, 'forger@council.local', 'user');
    const photo = await smallPhoto();
    const before = await tableCounts(t);
    const filed = await sendForm(t, citizen.token, 'POST', '/api/User/add-complaint', [
      ...form,
      { name: 'PubImage1', filename: 'drain.jpg', content: photo },
      { name: 'ActionImage1', filename: 'fixed.jpg', content: photo },
      { name: 'ActionImage2', filename: 'fixed-too.jpg', content: photo },
    ]);
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ action_Image_1: null, action_Image_2: null });
    expect(filed.json().pub_Image_1).toEqual(expect.any(String));
    const after = await tableCounts(t);
    expect(after.stored_file).toBe((before.stored_file ?? 0) + 1);
  });
});
