import { Value } from '@sinclair/typebox/value';
import {
  ComplaintCountsWire,
  ComplaintPageQuery,
  MAX_PAGE,
  NoticePageItem,
  PageOf,
  PageQuery,
  StoredFileWire,
  TenderPageQuery,
} from '.';

const photo = {
  url: '/api/files/7/0123456789abcdef/photo.jpg',
  mediaType: 'image/jpeg',
  byteSize: 812_345,
  width: 1600,
  height: 1200,
  renditions: [{ width: 640, url: '/api/files/8/fedcba9876543210/photo-640w.webp' }],
};
const notice = { id: 1, title: 'Water', description: null, issueDate: '2026-10-03' };

describe('the paged calls', () => {
  it('take a page from 1 to MAX_PAGE and a size from 1 to 100', () => {
    for (const query of [{}, { page: 1, size: 1 }, { page: MAX_PAGE, size: 100 }])
      expect(Value.Check(PageQuery, query)).toBe(true);
    for (const query of [{ page: 0 }, { page: -1 }, { page: MAX_PAGE + 1 }, { size: 101 }])
      expect(Value.Check(PageQuery, query)).toBe(false);
    expect(Value.Check(PageQuery, { page: 1.5 })).toBe(false);
  });

  it('filter complaints by one status and tenders by state', () => {
    expect(Value.Check(ComplaintPageQuery, { status: 'Resolved', page: 2 })).toBe(true);
    expect(Value.Check(ComplaintPageQuery, { status: 'All' })).toBe(false);
    expect(Value.Check(TenderPageQuery, { state: 'active' })).toBe(true);
    expect(Value.Check(TenderPageQuery, { state: 'open' })).toBe(false);
  });

  it('answer items whose files are by URL or null, never base64', () => {
    const page = PageOf(NoticePageItem);
    const answer = (filePath: unknown) => ({
      items: [{ ...notice, filePath }],
      page: 1,
      size: 20,
      total: 1,
    });
    expect(Value.Check(page, answer(null))).toBe(true);
    expect(Value.Check(page, answer({ ...photo, mediaType: 'application/pdf' }))).toBe(true);
    expect(Value.Check(page, answer('JVBERi0x'))).toBe(false);
    expect(Value.Check(page, { items: [], page: 0, size: 20, total: 0 })).toBe(false);
  });

  it('describe a file by URL with its size in bytes, and pixels for an image', () => {
    expect(Value.Check(StoredFileWire, photo)).toBe(true);
    const { byteSize: _bytes, ...withoutSize } = photo;
    expect(Value.Check(StoredFileWire, withoutSize)).toBe(false);
    expect(Value.Check(StoredFileWire, { ...photo, renditions: [{ width: 640 }] })).toBe(false);
  });

  it('count complaints per status', () => {
    expect(
      Value.Check(ComplaintCountsWire, { total: 3, counts: [{ status: 'Open', count: 3 }] }),
    ).toBe(true);
    expect(Value.Check(ComplaintCountsWire, [{ id: 1, status: 'Open' }])).toBe(false);
  });
});
