import { PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/testApp';

type Page = { items: { name: string; photoPath: unknown }[]; total: number; size: number };

describe.each(testDatabases())('officials by page on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const official = (name: string, designation: string, serialNo: number | null, home = 0) =>
      t.db
        .insertInto('employee')
        .values({
          name,
          designation,
          serial_no: serialNo,
          email_address: null,
          status: null,
          post_remarks: null,
          from_date: null,
          to_date: null,
          land_line_number: null,
          mobile_number: null,
          show_on_home_page: home,
          photo_file_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    await official('Ravi Kumar', 'Ward Parshad', 5);
    await official('Anita Kumari', 'Ward Parshad', 5);
    await official('Aman Singh', 'Ward Parshad', null);
    await official('Mohan Lal', 'Ward Parshad', 1);
    await official('Smt. Sunita Devi', 'Chairman', 2, 1);
    await official('Vijay Prasad', 'Executive Officer', 3, 1);
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const page = await getJson<Page>(t, `${PagedPaths.public.officials}?${query}`);
    return { total: page.total, names: page.items.map((item) => item.name) };
  };

  it('orders as the SPEC.md call does: serial number (unnumbered last), then name', async () => {
    expect(await names('designations=Ward%20Parshad&home=All')).toEqual({
      total: 4,
      names: ['Mohan Lal', 'Anita Kumari', 'Ravi Kumar', 'Aman Singh'],
    });
    const legacy = await getJson(
      t,
      '/api/Public/minister-officer-employee-by-designations?designations=Ward%20Parshad&home=All',
    );
    expect(legacy.map((official) => official.name)).toEqual([
      'Mohan Lal',
      'Anita Kumari',
      'Ravi Kumar',
      'Aman Singh',
    ]);
  });

  it('filters by several designations and the home flag, and pages the result', async () => {
    expect(
      await names(
        'designations=Chairman&designations=Executive%20Officer&designations=Ward%20Parshad&home=Yes',
      ),
    ).toEqual({ total: 2, names: ['Smt. Sunita Devi', 'Vijay Prasad'] });
    expect(await names('designations=Ward%20Parshad&size=3&page=2')).toEqual({
      total: 4,
      names: ['Aman Singh'],
    });
    expect(await names('')).toMatchObject({ total: 6 });
  });

  it('answers an official without a photo with photoPath null', async () => {
    const page = await getJson<Page>(t, `${PagedPaths.public.officials}?size=1`);
    expect(page).toMatchObject({ size: 1, items: [{ name: 'Mohan Lal', photoPath: null }] });
  });
});
