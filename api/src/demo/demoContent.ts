import DEMO_COUNCIL from '@council/site-config/demo-council.json';

/**
 * The demo council: a clearly fictional Nagar Parishad in Bihar. Every name, number and address
 * here is made up; the phone numbers use the 90000 0000x range and emails the .local domain.
 */
export const COUNCIL = 'Nagar Parishad Sundarpur (demo)';

export const GRIEVANCE_TYPES = [
  'Street light not working',
  'Garbage not collected',
  'Drain blocked',
  'No water supply',
  'Road damaged',
  'Stray animals',
];
// The demo council's own district and ULB come first: the ids they get (1) are the ones its
// configuration names, so that the complaint form need not ask for them.
export const DISTRICTS = [DEMO_COUNCIL.district.name, 'Nalanda', 'Vaishali', 'Saran'];
export const WARDS = Array.from({ length: 12 }, (_, i) => String(i + 1));
export const ULBS = [DEMO_COUNCIL.ulb.name, 'Nagar Panchayat Rampur (demo)'];

/** [name, designation, serial no, on the home page] for every designation the pages ask for. */
export const OFFICIALS: [string, string, number, boolean][] = [
  ['Shri Ramesh Prasad', 'Chief Minister', 1, true],
  ['Smt. Kavita Sinha', 'Minister', 2, true],
  ['Shri Arvind Kumar, IAS', 'Principal Secretary', 3, true],
  ['Smt. Sunita Devi', 'Chairman', 4, true],
  ['Shri Manoj Yadav', 'Vice Chairman', 5, true],
  ['Shri Rakesh Ranjan', 'Executive Officer', 6, true],
  ['Shri Mohan Paswan', 'Ward Parshad', 1, false],
  ['Smt. Rekha Kumari', 'Ward Parshad', 2, false],
  ['Shri Imran Ansari', 'Ward Parshad', 3, false],
  ['Smt. Poonam Singh', 'Ward Parshad', 4, false],
  ['Shri Dinesh Mahto', 'Standing Committee Members', 1, false],
  ['Smt. Farzana Khatoon', 'Standing Committee Members', 2, false],
  ['Shri Vikash Gupta', 'IT', 1, false],
  ['Ms. Priya Bharti', 'Operators', 2, false],
  ['Shri Santosh Kumar', 'Officers', 3, false],
  ['Shri Ajay Ram', 'Employees', 4, false],
];

export const ABOUT: [string, string][] = [
  [
    `Welcome to ${COUNCIL}`,
    'The Nagar Parishad looks after roads, drains, street lights, water supply, sanitation and ' +
      'markets for about 60,000 residents in 12 wards. This is demonstration content.',
  ],
  [
    'Our services',
    'Birth and death certificates, trade licences, property tax, building permission and ' +
      'grievance redressal are offered at the town hall and online.',
  ],
];

/** [title, description] */
export const NOTICES: [string, string][] = [
  ['Water supply interruption in wards 3 and 4', 'Pipeline repair on Sunday from 9 am to 4 pm.'],
  [
    'Property tax: last date extended',
    'Property tax for 2026-27 may be paid without penalty until 31 December.',
  ],
  [
    'Chhath Puja arrangements',
    'Ghats will be cleaned and lit from 1 November; volunteers may register.',
  ],
];
export const CIRCULARS: [string, string, string][] = [
  ['Single-use plastic ban', 'Shops must not sell or use single-use plastic bags.', 'Sanitation'],
  ['Office hours in winter', 'Offices open from 10 am to 5 pm from 1 December.', 'Administration'],
];
export const OFFICE_ORDERS: [string, string, string][] = [
  [
    'Night patrol duty roster',
    'Sanitation inspectors are assigned to the night patrol by ward.',
    'Sanitation',
  ],
  [
    'Nodal officer for grievances',
    'The Executive Officer names a nodal officer for public grievances.',
    'Administration',
  ],
];
export const NEWS: [string, string][] = [
  ['Cleanliness drive in all wards this Saturday', 'Residents are invited to join from 7 am.'],
  ['New street lights on Station Road', '120 LED street lights have been installed.'],
  ['Property tax camp at the town hall', 'Help desks will be open from 10 am to 4 pm.'],
  ['Mosquito fogging schedule published', 'Fogging will be done in each ward twice a month.'],
];
export const GALLERY: [string, string, string][] = [
  ['Chhath Ghat', 'The river ghat after cleaning', '#1b4965'],
  ['Chhath Ghat', 'Lights on the ghat at night', '#5c4d7d'],
  ['Town Hall', 'The renovated town hall', '#7f5539'],
  ['Tree plantation', 'Saplings along the ring road', '#386641'],
];
/** [title, description, newspaper, page, days ago] */
export const PRESS_RELEASES: [string, string, string, string, number][] = [
  [
    'Council passes budget for 2026-27',
    'Focus on drains and street lights.',
    'Dainik Samachar (demo)',
    '3',
    10,
  ],
  [
    'Swachhata award for the town',
    'The town ranked first in its category in the state.',
    'Bihar Times (demo)',
    '5',
    40,
  ],
  [
    'Open gym opened in Gandhi Park',
    'Free for all residents from 6 am to 8 pm.',
    'Dainik Samachar (demo)',
    '2',
    75,
  ],
];
/** [tender no, title, description, days from now to the last date, number of documents] */
export const TENDERS: [string, string, string, number, number][] = [
  ['NPS/2026/21', 'Construction of covered drain, ward 7', 'Covered RCC drain of 420 m.', 20, 3],
  [
    'NPS/2026/22',
    'Supply of LED street lights',
    'Supply and installation of 200 LED lights.',
    35,
    2,
  ],
  [
    'NPS/2026/11',
    'Hiring of garbage collection vehicles',
    'Six tipper vehicles for one year.',
    -30,
    1,
  ],
  ['NPS/2026/07', 'Repair of town hall roof', 'Waterproofing and repair of the roof.', -90, 5],
];
