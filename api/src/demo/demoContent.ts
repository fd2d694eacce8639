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

/**
 * A text of the council's content in English and, where the demo's clerk filled it, in Hindi
 * (issue 19). A few are left in English only, so that the fallback (the English, marked
 * lang="en" on a Hindi page) shows too.
 */
export interface DemoText {
  title: string;
  description: string;
  titleHindi?: string;
  descriptionHindi?: string;
}

/** An official, with the name and post in Hindi where filled. */
export interface DemoOfficial {
  name: string;
  designation: string;
  serialNo: number;
  /** On the home page. */
  home: boolean;
  nameHindi?: string;
  designationHindi?: string;
}

/** The posts in Hindi as Bihar's urban local bodies name them. */
const POSTS_HINDI: Record<string, string> = {
  'Chief Minister': 'मुख्यमंत्री',
  Minister: 'मंत्री',
  'Principal Secretary': 'प्रधान सचिव',
  Chairman: 'मुख्य पार्षद',
  'Vice Chairman': 'उप मुख्य पार्षद',
  'Executive Officer': 'कार्यपालक पदाधिकारी',
  'Ward Parshad': 'वार्ड पार्षद',
  'Standing Committee Members': 'सशक्त स्थायी समिति सदस्य',
  IT: 'आईटी',
  Operators: 'ऑपरेटर',
  Officers: 'पदाधिकारी',
  Employees: 'कर्मचारी',
};

/** [name, Hindi name or null (English only), designation, serial no, on the home page] */
const OFFICIAL_ROWS: [string, string | null, string, number, boolean][] = [
  ['Shri Ramesh Prasad', 'श्री रमेश प्रसाद', 'Chief Minister', 1, true],
  ['Smt. Kavita Sinha', 'श्रीमती कविता सिन्हा', 'Minister', 2, true],
  ['Shri Arvind Kumar, IAS', 'श्री अरविंद कुमार, भा.प्र.से.', 'Principal Secretary', 3, true],
  ['Smt. Sunita Devi', 'श्रीमती सुनीता देवी', 'Chairman', 4, true],
  ['Shri Manoj Yadav', 'श्री मनोज यादव', 'Vice Chairman', 5, true],
  ['Shri Rakesh Ranjan', 'श्री राकेश रंजन', 'Executive Officer', 6, true],
  ['Shri Mohan Paswan', 'श्री मोहन पासवान', 'Ward Parshad', 1, false],
  ['Smt. Rekha Kumari', 'श्रीमती रेखा कुमारी', 'Ward Parshad', 2, false],
  ['Shri Imran Ansari', 'श्री इमरान अंसारी', 'Ward Parshad', 3, false],
  ['Smt. Poonam Singh', 'श्रीमती पूनम सिंह', 'Ward Parshad', 4, false],
  ['Shri Dinesh Mahto', 'श्री दिनेश महतो', 'Standing Committee Members', 1, false],
  ['Smt. Farzana Khatoon', 'श्रीमती फ़रज़ाना ख़ातून', 'Standing Committee Members', 2, false],
  ['Shri Vikash Gupta', 'श्री विकास गुप्ता', 'IT', 1, false],
  ['Ms. Priya Bharti', 'सुश्री प्रिया भारती', 'Operators', 2, false],
  // English only: the fallback on a Hindi page.
  ['Shri Santosh Kumar', null, 'Officers', 3, false],
  ['Shri Ajay Ram', null, 'Employees', 4, false],
];

/** Every designation the pages ask for has officials; the filled ones also in Hindi. */
export const OFFICIALS: DemoOfficial[] = OFFICIAL_ROWS.map(
  ([name, nameHindi, designation, serialNo, home]) => ({
    name,
    designation,
    serialNo,
    home,
    ...(nameHindi ? { nameHindi, designationHindi: POSTS_HINDI[designation] } : {}),
  }),
);

/** The about page's entries: name and text (title and description here). */
export const ABOUT: DemoText[] = [
  {
    title: `Welcome to ${COUNCIL}`,
    description:
      'The Nagar Parishad looks after roads, drains, street lights, water supply, sanitation and ' +
      'markets for about 60,000 residents in 12 wards. This is demonstration content.',
    titleHindi: `${DEMO_COUNCIL.nameHindi} में आपका स्वागत है`,
    descriptionHindi:
      'नगर परिषद 12 वार्डों के लगभग 60,000 निवासियों के लिए सड़क, नाली, स्ट्रीट लाइट, जलापूर्ति, ' +
      'स्वच्छता एवं बाज़ार की व्यवस्था करती है। यह प्रदर्शन हेतु सामग्री है।',
  },
  {
    title: 'Our services',
    description:
      'Birth and death certificates, trade licences, property tax, building permission and ' +
      'grievance redressal are offered at the town hall and online.',
    titleHindi: 'हमारी सेवाएँ',
    descriptionHindi:
      'जन्म एवं मृत्यु प्रमाण पत्र, व्यापार अनुज्ञप्ति, संपत्ति कर, भवन निर्माण अनुमति तथा शिकायत ' +
      'निवारण की सुविधा नगर भवन में एवं ऑनलाइन उपलब्ध है।',
  },
];

/** The home page's slides: [caption, Hindi caption] (also each image's alt text). */
export const SLIDES: [string, string][] = [
  ['Clean Sundarpur, Green Sundarpur', 'स्वच्छ सुन्दरपुर, हरित सुन्दरपुर'],
  ['Town hall', 'नगर भवन'],
  ['Chhath Ghat', 'छठ घाट'],
];

/** A notice; one with `showForDays` leaves the site that many days after the seed (issue 20). */
export const NOTICES: (DemoText & { showForDays?: number })[] = [
  {
    title: 'Water supply interruption in wards 3 and 4',
    description: 'Pipeline repair on Sunday from 9 am to 4 pm.',
    titleHindi: 'वार्ड 3 एवं 4 में जलापूर्ति बाधित रहेगी',
    descriptionHindi: 'पाइपलाइन मरम्मत के कारण रविवार को सुबह 9 बजे से शाम 4 बजे तक जलापूर्ति बंद रहेगी।',
  },
  {
    title: 'Property tax: last date extended',
    showForDays: 60,
    description: 'Property tax for 2026-27 may be paid without penalty until 31 December.',
    titleHindi: 'संपत्ति कर: अंतिम तिथि बढ़ाई गई',
    descriptionHindi: 'वित्तीय वर्ष 2026-27 का संपत्ति कर 31 दिसंबर तक बिना दंड के जमा किया जा सकता है।',
  },
  {
    // English only: the fallback on a Hindi page.
    title: 'Chhath Puja arrangements',
    description: 'Ghats will be cleaned and lit from 1 November; volunteers may register.',
  },
];
/** A circular or office order, with its department. */
export type DemoDocument = DemoText & { department: string };
export const CIRCULARS: DemoDocument[] = [
  {
    title: 'Single-use plastic ban',
    description: 'Shops must not sell or use single-use plastic bags.',
    department: 'Sanitation',
    titleHindi: 'एकल उपयोग प्लास्टिक पर प्रतिबंध',
    descriptionHindi: 'दुकानदार एकल उपयोग वाले प्लास्टिक थैलों की बिक्री या उपयोग नहीं करेंगे।',
  },
  {
    title: 'Office hours in winter',
    description: 'Offices open from 10 am to 5 pm from 1 December.',
    department: 'Administration',
    titleHindi: 'शीतकाल में कार्यालय का समय',
    descriptionHindi: '1 दिसंबर से कार्यालय सुबह 10 बजे से शाम 5 बजे तक खुले रहेंगे।',
  },
];
export const OFFICE_ORDERS: DemoDocument[] = [
  {
    title: 'Night patrol duty roster',
    description: 'Sanitation inspectors are assigned to the night patrol by ward.',
    department: 'Sanitation',
    titleHindi: 'रात्रि गश्ती ड्यूटी रोस्टर',
    descriptionHindi: 'स्वच्छता निरीक्षकों को वार्डवार रात्रि गश्ती में प्रतिनियुक्त किया जाता है।',
  },
  {
    title: 'Nodal officer for grievances',
    description: 'The Executive Officer names a nodal officer for public grievances.',
    department: 'Administration',
    titleHindi: 'लोक शिकायतों हेतु नोडल पदाधिकारी',
    descriptionHindi: 'कार्यपालक पदाधिकारी लोक शिकायतों के लिए एक नोडल पदाधिकारी नामित करते हैं।',
  },
];
export const NEWS: DemoText[] = [
  {
    title: 'Cleanliness drive in all wards this Saturday',
    description: 'Residents are invited to join from 7 am.',
    titleHindi: 'इस शनिवार सभी वार्डों में स्वच्छता अभियान',
    descriptionHindi: 'सभी निवासी सुबह 7 बजे से अभियान में भाग लेने के लिए आमंत्रित हैं।',
  },
  {
    title: 'New street lights on Station Road',
    description: '120 LED street lights have been installed.',
    titleHindi: 'स्टेशन रोड पर नई स्ट्रीट लाइट',
    descriptionHindi: '120 एलईडी स्ट्रीट लाइटें लगाई गई हैं।',
  },
  {
    title: 'Property tax camp at the town hall',
    description: 'Help desks will be open from 10 am to 4 pm.',
    titleHindi: 'नगर भवन में संपत्ति कर शिविर',
    descriptionHindi: 'सहायता केंद्र सुबह 10 बजे से शाम 4 बजे तक खुले रहेंगे।',
  },
  {
    // English only: the fallback on a Hindi page.
    title: 'Mosquito fogging schedule published',
    description: 'Fogging will be done in each ward twice a month.',
  },
];
/** A gallery photo: its album title, caption and the colour of its sample image. */
export type DemoPhoto = DemoText & { colour: string };
export const GALLERY: DemoPhoto[] = [
  {
    title: 'Chhath Ghat',
    description: 'The river ghat after cleaning',
    colour: '#1b4965',
    titleHindi: 'छठ घाट',
    descriptionHindi: 'सफ़ाई के बाद नदी का घाट',
  },
  {
    title: 'Chhath Ghat',
    description: 'Lights on the ghat at night',
    colour: '#5c4d7d',
    titleHindi: 'छठ घाट',
    descriptionHindi: 'रात में रोशनी से सजा घाट',
  },
  {
    title: 'Town Hall',
    description: 'The renovated town hall',
    colour: '#7f5539',
    titleHindi: 'नगर भवन',
    descriptionHindi: 'जीर्णोद्धार के बाद नगर भवन',
  },
  {
    // English only: the fallback on a Hindi page.
    title: 'Tree plantation',
    description: 'Saplings along the ring road',
    colour: '#386641',
  },
];
/** A press release: its paper, page and how many days ago it was printed. */
export type DemoPressRelease = DemoText & { newspaper: string; page: string; daysAgo: number };
export const PRESS_RELEASES: DemoPressRelease[] = [
  {
    title: 'Council passes budget for 2026-27',
    description: 'Focus on drains and street lights.',
    newspaper: 'Dainik Samachar (demo)',
    page: '3',
    daysAgo: 10,
    titleHindi: 'नगर परिषद ने वर्ष 2026-27 का बजट पारित किया',
    descriptionHindi: 'बजट में नालियों एवं स्ट्रीट लाइटों पर विशेष ध्यान।',
  },
  {
    title: 'Swachhata award for the town',
    description: 'The town ranked first in its category in the state.',
    newspaper: 'Bihar Times (demo)',
    page: '5',
    daysAgo: 40,
    titleHindi: 'शहर को स्वच्छता पुरस्कार',
    descriptionHindi: 'शहर ने राज्य में अपनी श्रेणी में प्रथम स्थान प्राप्त किया।',
  },
  {
    // English only: the fallback on a Hindi page.
    title: 'Open gym opened in Gandhi Park',
    description: 'Free for all residents from 6 am to 8 pm.',
    newspaper: 'Dainik Samachar (demo)',
    page: '2',
    daysAgo: 75,
  },
];
/** A tender: its number, days from now to the last date and number of documents. */
export type DemoTender = DemoText & { tenderNo: string; lastDay: number; documents: number };
export const TENDERS: DemoTender[] = [
  {
    tenderNo: 'NPS/2026/21',
    title: 'Construction of covered drain, ward 7',
    description: 'Covered RCC drain of 420 m.',
    lastDay: 20,
    documents: 3,
    titleHindi: 'वार्ड 7 में ढकी हुई नाली का निर्माण',
    descriptionHindi: '420 मीटर लंबी ढकी हुई आरसीसी नाली का निर्माण।',
  },
  {
    tenderNo: 'NPS/2026/22',
    title: 'Supply of LED street lights',
    description: 'Supply and installation of 200 LED lights.',
    lastDay: 35,
    documents: 2,
    titleHindi: 'एलईडी स्ट्रीट लाइट की आपूर्ति',
    descriptionHindi: '200 एलईडी लाइटों की आपूर्ति एवं अधिष्ठापन।',
  },
  {
    tenderNo: 'NPS/2026/11',
    title: 'Hiring of garbage collection vehicles',
    description: 'Six tipper vehicles for one year.',
    lastDay: -30,
    documents: 1,
    titleHindi: 'कचरा संग्रहण वाहनों को किराये पर लेना',
    descriptionHindi: 'एक वर्ष के लिए छह टिपर वाहन।',
  },
  {
    // English only: the fallback on a Hindi page.
    tenderNo: 'NPS/2026/07',
    title: 'Repair of town hall roof',
    description: 'Waterproofing and repair of the roof.',
    lastDay: -90,
    documents: 5,
  },
];

/**
 * Items past their "show until" date (issue 20), of several kinds and years, so that the archive
 * (/archive) has something to show on a fresh demo: each issued `daysAgo` days before the seed
 * and shown for `shownDays` days. Never deleted by expiry, they stay on their own pages.
 */
export type DemoArchived = DemoText & {
  table: 'notice' | 'circular' | 'office_order' | 'latest_news' | 'press_release';
  daysAgo: number;
  shownDays: number;
  department?: string;
};
export const ARCHIVED: DemoArchived[] = [
  {
    table: 'notice',
    title: 'Pulse polio campaign in all wards',
    description: 'Polio drops for children under five at every anganwadi centre.',
    titleHindi: 'सभी वार्डों में पल्स पोलियो अभियान',
    descriptionHindi: 'सभी आंगनबाड़ी केंद्रों पर पाँच वर्ष तक के बच्चों को पोलियो की खुराक दी जाएगी।',
    daysAgo: 430,
    shownDays: 10,
  },
  {
    table: 'notice',
    title: 'Holi: water supply timings',
    description: 'Water will be supplied from 5 am to 9 am on Holi.',
    titleHindi: 'होली पर जलापूर्ति का समय',
    descriptionHindi: 'होली के दिन सुबह 5 बजे से 9 बजे तक जलापूर्ति होगी।',
    daysAgo: 45,
    shownDays: 5,
  },
  {
    table: 'circular',
    title: 'Summer office hours',
    description: 'Offices open from 7 am to 1 pm from April to June.',
    department: 'Administration',
    titleHindi: 'ग्रीष्मकालीन कार्यालय समय',
    descriptionHindi: 'अप्रैल से जून तक कार्यालय सुबह 7 बजे से दोपहर 1 बजे तक खुले रहेंगे।',
    daysAgo: 400,
    shownDays: 90,
  },
  {
    table: 'office_order',
    title: 'Election duty of staff',
    description: 'Staff named in the annexure will report for polling duty.',
    department: 'Administration',
    titleHindi: 'कर्मचारियों की निर्वाचन ड्यूटी',
    descriptionHindi: 'अनुलग्नक में नामित कर्मचारी मतदान ड्यूटी हेतु उपस्थित होंगे।',
    daysAgo: 200,
    shownDays: 30,
  },
  {
    table: 'latest_news',
    title: 'Flood relief camp at the high school',
    description: 'Food and medicines for families of wards 9 to 12.',
    titleHindi: 'उच्च विद्यालय में बाढ़ राहत शिविर',
    descriptionHindi: 'वार्ड 9 से 12 के परिवारों के लिए भोजन एवं दवाइयाँ।',
    daysAgo: 500,
    shownDays: 15,
  },
  {
    table: 'press_release',
    title: 'Council passes budget for 2024-25',
    description: 'Roads and drinking water get the largest share.',
    titleHindi: 'नगर परिषद ने वर्ष 2024-25 का बजट पारित किया',
    descriptionHindi: 'सड़कों एवं पेयजल को सबसे बड़ा हिस्सा।',
    daysAgo: 720,
    shownDays: 30,
  },
];
