/**
 * The demo council's grievance desk (issue 16): days to resolve by category, holidays, the
 * officer's post and wards, and complaints at every step of their life. Made up, like the rest.
 */

/** Working days to resolve, from Indian municipal practice, by the demo's category titles. */
export const CATEGORY_DAYS: Record<string, number> = {
  'Street light not working': 3,
  'Garbage not collected': 1,
  'Drain blocked': 3,
  'No water supply': 2,
  'Road damaged': 15,
};
/** Every other category. */
export const OTHER_CATEGORY_DAYS = 7;

/**
 * [date, name]: the gazetted holidays of 2026 and Bihar's Chhath. The festivals of 2027 follow
 * the lunar calendar as expected today; a council checks them against the state's list.
 */
export const HOLIDAYS: [string, string][] = [
  ['2026-01-26', 'Republic Day'],
  ['2026-03-04', 'Holi'],
  ['2026-03-21', 'Id-ul-Fitr (Eid)'],
  ['2026-04-03', 'Good Friday'],
  ['2026-08-15', 'Independence Day'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-08', 'Diwali'],
  ['2026-11-15', 'Chhath Puja (Bihar)'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-10', 'Id-ul-Fitr (Eid)'],
  ['2027-03-22', 'Holi'],
  ['2027-03-26', 'Good Friday'],
  ['2027-08-15', 'Independence Day'],
  ['2027-10-02', 'Gandhi Jayanti'],
  ['2027-10-09', 'Dussehra'],
  ['2027-10-29', 'Diwali'],
  ['2027-11-04', 'Chhath Puja (Bihar)'],
  ['2027-12-25', 'Christmas'],
];

/** The demo officer's post and the ward numbers they look after. */
export const OFFICER = { designation: 'Sanitary Inspector', wardNumbers: ['1', '2', '3'] };

/** One move of a demo complaint, `daysAgo` before the seeding; who makes it follows the move. */
export type DemoStep =
  | { kind: 'assign'; daysAgo: number; comment: string }
  | { kind: 'resolve'; daysAgo: number; actionTaken: string }
  | { kind: 'reject'; daysAgo: number; reason: string }
  | { kind: 'accept'; daysAgo: number; rating: number; comment: string }
  | { kind: 'remind'; daysAgo: number; message: string };

export interface DemoComplaint {
  /** Index in GRIEVANCE_TYPES and WARDS (demoContent.ts). */
  grievance: number;
  ward: number;
  suggestion: string;
  landmark: string;
  information: string;
  filedDaysAgo: number;
  steps: DemoStep[];
}

const ASSIGNED = 'Please inspect and act.';

/** The demo citizen's complaints: Open, Pending (one overdue), Resolved, Rejected, Closed. */
export const COMPLAINTS: DemoComplaint[] = [
  {
    grievance: 0,
    ward: 6,
    suggestion: 'Please replace the bulb',
    landmark: 'Near the Hanuman temple',
    information: 'The lane has been dark for a week.',
    filedDaysAgo: 1,
    steps: [],
  },
  {
    grievance: 3,
    ward: 1,
    suggestion: 'Restore the water supply',
    landmark: 'Shiv Mandir lane',
    information: 'No water in the taps since this morning.',
    filedDaysAgo: 0.1,
    steps: [],
  },
  {
    grievance: 2,
    ward: 1,
    suggestion: 'Clean the drain before the rains',
    landmark: 'Behind the primary school',
    information: 'Water stands in the street.',
    filedDaysAgo: 2,
    steps: [{ kind: 'assign', daysAgo: 1.9, comment: ASSIGNED }],
  },
  {
    // Garbage has one working day: this one is overdue, and the citizen has reminded the council.
    grievance: 1,
    ward: 0,
    suggestion: 'Collect the garbage heap',
    landmark: 'Near the bus stand',
    information: 'The heap has not been cleared for days.',
    filedDaysAgo: 6,
    steps: [
      { kind: 'assign', daysAgo: 5.9, comment: ASSIGNED },
      { kind: 'remind', daysAgo: 1, message: 'Any update please?' },
    ],
  },
  {
    grievance: 1,
    ward: 2,
    suggestion: 'Collect garbage daily',
    landmark: 'Station Road market',
    information: 'Garbage not picked up for three days.',
    filedDaysAgo: 4,
    steps: [
      { kind: 'assign', daysAgo: 3.9, comment: ASSIGNED },
      {
        kind: 'resolve',
        daysAgo: 3,
        actionTaken: 'Garbage collected, the spot cleaned, and daily collection restarted.',
      },
    ],
  },
  {
    grievance: 0,
    ward: 0,
    suggestion: 'Repair the street light',
    landmark: 'Gandhi Chowk',
    information: 'The pole light flickers all night.',
    filedDaysAgo: 3,
    steps: [
      { kind: 'assign', daysAgo: 2.9, comment: ASSIGNED },
      { kind: 'resolve', daysAgo: 1, actionTaken: 'Replaced the bulb and the fuse of the pole.' },
    ],
  },
  {
    grievance: 5,
    ward: 2,
    suggestion: 'Catch the stray dogs',
    landmark: 'Gandhi Park',
    information: 'Dogs chase children in the park.',
    filedDaysAgo: 10,
    steps: [
      {
        kind: 'reject',
        daysAgo: 9,
        reason:
          'Stray dogs are caught by the district animal husbandry office; we have sent your ' +
          'complaint to them.',
      },
    ],
  },
  {
    grievance: 4,
    ward: 0,
    suggestion: 'Repair the potholes',
    landmark: 'Hospital Road',
    information: 'Deep potholes near the hospital gate.',
    filedDaysAgo: 30,
    steps: [
      { kind: 'assign', daysAgo: 29, comment: ASSIGNED },
      { kind: 'resolve', daysAgo: 20, actionTaken: 'Potholes filled and 40 m of road patched.' },
      { kind: 'accept', daysAgo: 19, rating: 4, comment: 'Good work, thank you.' },
    ],
  },
];
