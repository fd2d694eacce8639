import { REOPEN_WINDOW_DAYS } from '@council/contract/complaint-rules';
import type { StatusChange } from '../grievances/statusMail';
import { hindiOf } from '../i18n/translate';
import { hindiDate } from './letter';

/** What a status mail needs of a complaint's row (grievances/complaintRows.ts). */
export interface StatusMailRow {
  status: string | null;
  category: string;
  ward: string;
  due_date: string | null;
  officer_name: string | null;
  officer_designation: string | null;
  rejection_reason: string | null;
  action_taken: string | null;
  rating: number | null;
}

/** A status as the Hindi pages name it ('Pending' is 'लंबित'). */
export function hindiStatus(status: string | null): string {
  return status ? (hindiOf(status) ?? status) : '';
}

const dueIn = (row: StatusMailRow) => (row.due_date ? hindiDate(row.due_date) : undefined);

const WHAT_HAPPENED: Record<StatusChange, (row: StatusMailRow) => string[]> = {
  assign: (row) => {
    const officer = row.officer_name?.trim() || 'नगर परिषद के कर्मचारी';
    const who = row.officer_designation ? `${officer}, ${row.officer_designation}` : officer;
    const due = dueIn(row);
    return [
      `इसे स्वीकार कर ${who} को सौंपा गया है। ` +
        (due ? `इसके निराकरण की नियत तिथि ${due} है।` : 'इसके निराकरण की नियत तिथि अभी तय की जानी है।'),
    ];
  },
  reject: (row) => [
    `बताया गया कारण: ${row.rejection_reason ?? ''}`,
    `यदि आप इससे असहमत हैं, तो ${REOPEN_WINDOW_DAYS} दिनों के भीतर इसे फिर से खोल सकते हैं।`,
  ],
  resolve: (row) => [
    `की गई कार्रवाई: ${row.action_taken ?? ''}`,
    `यदि समस्या का समाधान नहीं हुआ है, तो आप ${REOPEN_WINDOW_DAYS} दिनों के भीतर इसे फिर से ` +
      'खोल सकते हैं। यदि समाधान हो गया है, तो आप निराकरण को स्वीकार करके उसे रेटिंग दे सकते हैं।',
  ],
  reopen: (row) => [`आपने इसे फिर से खोला है। अब इसके निराकरण की नियत तिथि ${dueIn(row) ?? ''} है।`],
  accept: (row) => [`आपने निराकरण स्वीकार किया है और इसे 5 में से ${row.rating ?? ''} रेटिंग दी है। धन्यवाद।`],
  close: () => [
    `इसे बंद कर दिया गया है, क्योंकि निराकरण के बाद ${REOPEN_WINDOW_DAYS} दिनों के भीतर इसे ` +
      'फिर से नहीं खोला गया।',
  ],
};

/** The subject and paragraphs of a status mail in Hindi; `number` is its readable number. */
export function hindiStatusMail(
  row: StatusMailRow,
  change: StatusChange,
  number: string,
  link: string,
): { subject: string; paragraphs: string[] } {
  const status = hindiStatus(row.status);
  return {
    subject: `आपकी शिकायत ${number} अब ${status} है`,
    paragraphs: [
      `आपकी शिकायत ${number} (${row.category}, वार्ड ${row.ward}) अब ${status} है।`,
      ...WHAT_HAPPENED[change](row),
      `आप इसकी प्रगति यहाँ देख सकते हैं: ${link}`,
    ],
  };
}
