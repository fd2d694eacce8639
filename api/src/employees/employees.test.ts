import { testDatabases } from '../testing/databases';
import { fields } from '../testing/multipart';
import { getJson, sendForm, tableCounts } from '../testing/requests';
import { isJpeg, photoWithExif, SECRET_EXIF } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

const P = 'MinisterOfficerEmployee.';
const form = (values: Record<string, string>) =>
  fields(Object.fromEntries(Object.entries(values).map(([key, value]) => [P + key, value])));

describe.each(testDatabases())('employees on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  const create = (values: Record<string, string>, photo?: Buffer) =>
    sendForm(t, admin, 'POST', '/api/Admin/minister-officer-employee', [
      ...form({ Id: '0', ...values }),
      ...(photo
        ? [{ name: 'Photo', filename: 'photo.jpg', content: photo, type: 'image/jpeg' }]
        : []),
    ]);

  it('creates an employee from the exact wire fields, photo stripped of metadata', async () => {
    const response = await create(
      {
        Name: 'Smt. Sunita Devi',
        Designation: 'Chairman',
        EmailAddres: 'chairman@demo-np.local',
        Status: 'Active',
        PostRemarks: 'Chairman since 2022',
        SerialNo: '2',
        FromDate: '2022-06-01',
        ToDate: '2027-05-31T00:00:00.000Z',
        LandLineNumber: '0612-2200001',
        MobileNumber: '9000000001',
        ShowHomePage: 'true',
        CreatedDate: '1999-01-01',
        PhotoPath: 'photo.jpg',
      },
      await photoWithExif(),
    );
    expect(response.statusCode).toBe(201);
    const employee = response.json();
    expect(employee).toMatchObject({
      name: 'Smt. Sunita Devi',
      designation: 'Chairman',
      emailAddres: 'chairman@demo-np.local',
      status: 'Active',
      postRemarks: 'Chairman since 2022',
      serialNo: 2,
      fromDate: '2022-06-01',
      toDate: '2027-05-31',
      landLineNumber: '0612-2200001',
      mobileNumber: '9000000001',
      showHomePage: true,
    });
    expect(isJpeg(employee.photoPath)).toBe(true);
    expect(Buffer.from(employee.photoPath, 'base64').toString('latin1')).not.toContain(SECRET_EXIF);
  });

  it('lists officials by designation and home flag, by serial number then name', async () => {
    await create({
      Name: 'Ravi Kumar',
      Designation: 'Ward Parshad',
      EmailAddres: 'w1@x.local',
      SerialNo: '5',
    });
    await create({
      Name: 'Anita Kumari',
      Designation: 'Ward Parshad',
      EmailAddres: 'w2@x.local',
      SerialNo: '5',
    });
    await create({ Name: 'Aman Singh', Designation: 'Ward Parshad', EmailAddres: 'w3@x.local' });
    await create({
      Name: 'Mohan Lal',
      Designation: 'Ward Parshad',
      EmailAddres: 'w4@x.local',
      SerialNo: '1',
    });
    const wardParshads = await getJson(
      t,
      '/api/Public/minister-officer-employee-by-designations?designations=Ward%20Parshad&home=All',
    );
    expect(wardParshads.map((e) => e.name)).toEqual([
      'Mohan Lal',
      'Anita Kumari',
      'Ravi Kumar',
      'Aman Singh',
    ]);
    const home = await getJson(
      t,
      '/api/Public/minister-officer-employee-by-designations?designations=Chairman&designations=Ward%20Parshad&home=Yes',
    );
    expect(home.map((e) => e.name)).toEqual(['Smt. Sunita Devi']);
    expect(await getJson(t, '/api/Admin/minister-officer-employee', admin)).toHaveLength(5);
  });

  it('updates by the Id in the body and keeps the photo when none is sent', async () => {
    const [chairman] = await getJson(
      t,
      '/api/Public/minister-officer-employee-by-designations?designations=Chairman',
    );
    const response = await sendForm(
      t,
      admin,
      'PUT',
      '/api/Admin/minister-officer-employee',
      form({
        Id: String(chairman?.id),
        Name: 'Smt. Sunita Devi',
        Designation: 'Chairman',
        EmailAddres: 'chair@demo-np.local',
        PhotoPath: 'NA',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailAddres: 'chair@demo-np.local',
      showHomePage: false,
    });
    expect(response.json().photoPath).toBe(chairman?.photoPath);
  });

  it.each([
    [{ Designation: 'Chairman', EmailAddres: 'a@b.local' }, 'Name and Email are required fields!'],
    [{ Name: 'X', Designation: 'Chairman' }, 'Name and Email are required fields!'],
    [
      { Name: 'X', Designation: 'Chairman', EmailAddres: 'not-an-email' },
      'Please enter an email address like name@example.com.',
    ],
    [{ Name: 'X', EmailAddres: 'a@b.local' }, 'Designation is a required field!'],
    [
      { Name: 'X', Designation: 'C', EmailAddres: 'a@b.local', SerialNo: 'first' },
      'Serial no must be a whole number.',
    ],
    [
      { Name: 'X', Designation: 'C', EmailAddres: 'a@b.local', FromDate: '2024-02-30' },
      'From date must be a date (yyyy-MM-dd).',
    ],
  ])('refuses %j with a message and stores nothing', async (values, message) => {
    const before = await tableCounts(t);
    const response = await create(values);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('deletes an employee with its photo, and answers 404 for an unknown id', async () => {
    const [chairman] = await getJson(
      t,
      '/api/Public/minister-officer-employee-by-designations?designations=Chairman',
    );
    const before = await tableCounts(t);
    const url = `/api/Admin/minister-officer-employee/${chairman?.id}`;
    const del = () =>
      t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${admin}` } });
    const deleted = await del();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Employee deleted successfully!' });
    expect(await tableCounts(t)).toMatchObject({
      employee: (before.employee ?? 0) - 1,
      stored_file: (before.stored_file ?? 0) - 1,
    });
    expect((await del()).statusCode).toBe(404);
  });
});
