import type { ComplaintViewRow } from '../grievances/complaintRows';
import { statusChangeMail, type StatusChange } from '../grievances/statusMail';
import { TEST_SITE } from '../testing/testApp';
import { hindiDate, letter, pageLink } from './letter';

const HINDI_SITE = { ...TEST_SITE, councilNameHindi: 'टेस्ट नगर परिषद' };

describe('a letter', () => {
  it('greets and signs in English as before', () => {
    expect(letter(TEST_SITE, { email: 'a@b.in', name: ' Asha ' }, ['Text.'])).toBe(
      'Hello Asha,\n\nText.\n\nRegards,\nTest Nagar Parishad\n',
    );
    expect(letter(TEST_SITE, { email: 'a@b.in', name: '' }, [])).toMatch(/^Hello,\n/);
  });

  it("greets in Hindi and signs with the council's Hindi name where the site has one", () => {
    const to = { email: 'a@b.in', name: 'आशा', language: 'hi' as const };
    expect(letter(HINDI_SITE, to, ['पाठ।'])).toBe('प्रिय आशा,\n\nपाठ।\n\nसादर,\nटेस्ट नगर परिषद\n');
    expect(letter(TEST_SITE, { ...to, name: '' }, [])).toBe(
      'नमस्कार,\n\nसादर,\nTest Nagar Parishad\n',
    );
  });

  it('links a Hindi reader to the page in Hindi, an English one as always', () => {
    expect(pageLink(TEST_SITE, '/inquiry', { complaint: '5' }, 'en')).toBe(
      'http://localhost:3000/inquiry?complaint=5',
    );
    expect(pageLink(TEST_SITE, '/login', {}, 'hi')).toBe('http://localhost:3000/login?lang=hi');
  });

  it('writes a date with Hindi month names and 0-9 digits', () => {
    expect(hindiDate('2026-03-05')).toBe('5 मार्च 2026');
    expect(hindiDate('not a date')).toBe('not a date');
  });
});

describe('every status mail in Hindi', () => {
  const row = {
    id: 12,
    entry_date: '2026-01-05T10:00:00.000Z',
    status: 'Closed',
    category: 'Street light not working',
    ward: '7',
    due_date: '2026-01-14',
    officer_name: '',
    officer_designation: '',
    rejection_reason: 'Private road',
    action_taken: 'Replaced the bulb',
    rating: 5,
    citizen_email: 'citizen@council.local',
    citizen_name: 'Chandan',
  } as unknown as ComplaintViewRow;
  const changes: StatusChange[] = ['assign', 'reject', 'resolve', 'reopen', 'accept', 'close'];

  it.each(changes)(
    "%s: says it in Hindi, leaving only the complaint's own data in English",
    (change) => {
      const mail = statusChangeMail(HINDI_SITE, row, change, 'hi');
      expect(mail.subject).toBe('आपकी शिकायत TNP/2026/000012 अब बंद है');
      const data: string[] = [
        row.citizen_name,
        row.category,
        String(row.rejection_reason),
        String(row.action_taken),
        'http://localhost:3000/inquiry?complaint=12&lang=hi',
      ];
      const rest = data.reduce((text, value) => text.replaceAll(value, ''), mail.text);
      expect(rest.replace(/TNP\/2026\/000012/g, '')).not.toMatch(/[A-Za-z]/);
    },
  );

  it('names an officer without a name as the council staff', () => {
    expect(statusChangeMail(HINDI_SITE, row, 'assign', 'hi').text).toContain(
      'नगर परिषद के कर्मचारी को सौंपा गया है। इसके निराकरण की नियत तिथि 14 जनवरी 2026 है।',
    );
  });
});
