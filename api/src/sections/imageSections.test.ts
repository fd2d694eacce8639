import { testDatabases } from '../testing/databases';
import { fields } from '../testing/multipart';
import { getJson, sendForm, tableCounts } from '../testing/requests';
import { isJpeg, smallPhoto, smallPng } from '../testing/samples';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

/** About, slider, gallery and press release: text plus one image each (SPEC.md section 7). */
const SECTIONS = [
  {
    path: 'about',
    file: 'AboutImage',
    create: {
      'About.Id': '0',
      'About.Name': 'Welcome',
      'About.Description': 'Our town',
      'About.PhotoPath': 'photo.jpg',
    },
    update: { 'About.Name': 'Welcome!', 'About.Description': 'Our town', 'About.PhotoPath': 'NA' },
    idField: 'About.Id',
    expected: { name: 'Welcome', description: 'Our town' },
    updated: { name: 'Welcome!' },
    imageKey: 'photoPath',
    invalid: [[{ 'About.Name': ' ' }, 'Name are required fields!']],
  },
  {
    path: 'slider',
    file: 'SliderImage',
    create: { 'Slider.Id': '0', 'Slider.SliderPath': 'NA' },
    update: { 'Slider.SliderPath': 'NA' },
    idField: 'Slider.Id',
    expected: {},
    updated: {},
    imageKey: 'sliderPath',
    invalid: [[{ 'Slider.SliderPath': 'NA' }, 'Slider image is required!']],
  },
  {
    path: 'gallery',
    file: 'GalleryImage',
    create: {
      'Gallery.Id': '0',
      'Gallery.Title': 'Chhath Ghat',
      'Gallery.Description': 'Cleaned ghat',
      'Gallery.PhotoPath': 'photo.jpg',
    },
    update: { 'Gallery.Title': 'Chhath Ghat', 'Gallery.Description': 'Lit at night' },
    idField: 'Gallery.Id',
    expected: { title: 'Chhath Ghat', description: 'Cleaned ghat' },
    updated: { description: 'Lit at night' },
    imageKey: 'photoPath',
    invalid: [
      [{ 'Gallery.Title': 'x' }, 'Title and Description are required fields!'],
      // A gallery item is its photo (issue 17).
      [
        { 'Gallery.Title': 'Ghat', 'Gallery.Description': 'River', 'Gallery.PhotoPath': 'NA' },
        'A gallery item needs a photo: choose a JPEG, PNG or WebP photo.',
      ],
    ],
  },
  {
    path: 'press-release',
    file: 'PressReleaseImage',
    create: {
      'PressRelease.Id': '0',
      'PressRelease.Title': 'Cleanliness drive',
      'PressRelease.Description': 'All wards',
      'PressRelease.ReleaseNewsPaperName': 'Dainik Samachar',
      'PressRelease.ReleasesPageNo': '4',
      'PressRelease.ReleaseDate': '2026-10-02',
      'PressRelease.PhotoPath': 'photo.jpg',
    },
    update: { 'PressRelease.Title': 'Cleanliness drive 2', 'PressRelease.PhotoPath': 'NA' },
    idField: 'PressRelease.Id',
    expected: {
      title: 'Cleanliness drive',
      description: 'All wards',
      releaseNewsPaperName: 'Dainik Samachar',
      releasesPageNo: '4',
      releaseDate: '2026-10-02',
    },
    updated: { title: 'Cleanliness drive 2', description: null },
    imageKey: 'photoPath',
    invalid: [
      [{ 'PressRelease.Description': 'x' }, 'Title is a required field!'],
      [
        { 'PressRelease.Title': 'x', 'PressRelease.ReleaseDate': '02/10/2026' },
        'Release date must be a date (yyyy-MM-dd).',
      ],
    ],
  },
] as const;

describe.each(testDatabases())('image sections on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  describe.each(SECTIONS)('/$path', (section) => {
    const url = `/api/Admin/${section.path}`;
    let created: Record<string, unknown>;

    it('creates from the exact field names; the public and admin lists show it', async () => {
      const response = await sendForm(t, admin, 'POST', url, [
        ...fields(section.create),
        {
          name: section.file,
          filename: 'photo.jpg',
          content: await smallPhoto(),
          type: 'image/jpeg',
        },
      ]);
      expect(response.statusCode).toBe(201);
      created = response.json();
      expect(created).toMatchObject(section.expected);
      expect(isJpeg(created[section.imageKey] as string)).toBe(true);
      expect(await getJson(t, `/api/Public/${section.path}`)).toEqual([created]);
      expect(await getJson(t, url, admin)).toEqual([created]);
    });

    it('updates text and keeps the image when no new one comes', async () => {
      const response = await sendForm(t, admin, 'PUT', url, [
        ...fields({ ...section.update, [section.idField]: String(created.id) }),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ...section.updated,
        [section.imageKey]: created[section.imageKey],
      });
    });

    it('replaces the image with a new PNG, keeping it a PNG', async () => {
      const response = await sendForm(t, admin, 'PUT', url, [
        ...fields({ ...section.update, [section.idField]: String(created.id) }),
        { name: section.file, filename: 'new.png', content: await smallPng(), type: 'image/png' },
      ]);
      expect(response.statusCode).toBe(200);
      const image = Buffer.from(response.json()[section.imageKey] as string, 'base64');
      expect(image.subarray(1, 4).toString()).toBe('PNG');
    });

    it.each(section.invalid as unknown as [Record<string, string>, string][])(
      'refuses %j on create with its message',
      async (values, message) => {
        const before = await tableCounts(t);
        const response = await sendForm(t, admin, 'POST', url, fields(values));
        expect([response.statusCode, response.json()]).toEqual([400, { message }]);
        expect(await tableCounts(t)).toEqual(before);
      },
    );

    it('answers 404 for an update of an unknown id and 400 without an id', async () => {
      const unknown = await sendForm(
        t,
        admin,
        'PUT',
        url,
        fields({ ...section.update, [section.idField]: '99999' }),
      );
      expect(unknown.statusCode).toBe(404);
      const noId = await sendForm(t, admin, 'PUT', url, fields({ ...section.update }));
      expect(noId.statusCode).toBe(400);
    });

    it('deletes the record and its image', async () => {
      const before = await tableCounts(t);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `${url}/${created.id}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(200);
      expect(await getJson(t, `/api/Public/${section.path}`)).toEqual([]);
      expect((await tableCounts(t)).stored_file).toBe((before.stored_file ?? 0) - 1);
    });
  });
});
