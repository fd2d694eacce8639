/**
 * Hindi of complaints: filing, following, the desk's and the citizen's moves, and the settings of
 * the grievance desk. '{status}' is a status (terms.ts: 'Pending' is 'लंबित').
 */
export const GRIEVANCES_HINDI: Readonly<Record<string, string>> = {
  // Filing (complaints/)
  'Choose a {label} from the list.': 'कृपया सूची में से {label} चुनें।',
  'You can file at most {limit} complaint {window}. Please try again later.':
    'आप {window} अधिकतम {limit} शिकायत दर्ज कर सकते हैं। कृपया बाद में पुनः प्रयास करें।',
  'You can file at most {limit} complaints {window}. Please try again later.':
    'आप {window} अधिकतम {limit} शिकायतें दर्ज कर सकते हैं। कृपया बाद में पुनः प्रयास करें।',
  'Complaint not found.': 'शिकायत नहीं मिली।',
  'No complaint has this number. Check it and try again.':
    'इस संख्या की कोई शिकायत नहीं है। कृपया संख्या जाँचकर पुनः प्रयास करें।',

  // Moves (grievances/, complaint-rules' refusalOf)
  'This complaint was changed by someone else a moment ago. Its current state is shown.':
    'इस शिकायत में अभी-अभी किसी अन्य व्यक्ति ने बदलाव किया है। इसकी वर्तमान स्थिति दिखाई जा रही है।',
  'Choose an officer from the list.': 'कृपया सूची में से अधिकारी चुनें।',
  'This complaint was already reopened {count} times; it cannot be reopened again.':
    'यह शिकायत पहले ही {count} बार फिर से खोली जा चुकी है; इसे दोबारा नहीं खोला जा सकता।',
  'This complaint can no longer be reopened or rated: {days} days have passed since it was {status}.':
    'इस शिकायत को अब फिर से खोला या रेट नहीं किया जा सकता: इसे {status} हुए {days} दिन बीत चुके हैं।',
  'A reminder was already sent in the last {hours} hours.':
    'पिछले {hours} घंटों में एक अनुस्मारक पहले ही भेजा जा चुका है।',
  'A reminder can be sent only once a complaint is past its due date.':
    'अनुस्मारक तभी भेजा जा सकता है जब शिकायत के निराकरण की नियत तिथि बीत चुकी हो।',
  'Only the officer this complaint is assigned to, or an admin, can resolve it.':
    'इस शिकायत का निराकरण केवल वही अधिकारी कर सकते हैं जिन्हें यह सौंपी गई है, या एडमिन।',
  'A complaint that is {status} cannot be accepted and assigned.':
    '{status} शिकायत को स्वीकार करके सौंपा नहीं जा सकता।',
  'A complaint that is {status} cannot be reassigned.':
    '{status} शिकायत को किसी अन्य अधिकारी को नहीं सौंपा जा सकता।',
  'A complaint that is {status} cannot be rejected.':
    '{status} शिकायत को अस्वीकार नहीं किया जा सकता।',
  'A complaint that is {status} cannot be resolved.':
    '{status} शिकायत का निराकरण नहीं किया जा सकता।',
  'A complaint that is {status} cannot be reopened.': '{status} शिकायत को फिर से नहीं खोला जा सकता।',
  'A complaint that is {status} cannot be accepted.':
    '{status} शिकायत के निराकरण को स्वीकार नहीं किया जा सकता।',
  'A complaint that is {status} cannot be reminded about.':
    '{status} शिकायत पर अनुस्मारक नहीं भेजा जा सकता।',
  'A complaint that is {status} cannot be hidden.': '{status} शिकायत को छिपाया नहीं जा सकता।',
  'A complaint that is {status} cannot be shown.': '{status} शिकायत को फिर से दिखाया नहीं जा सकता।',

  // The desk's settings (grievance-settings/, scorecard/)
  'Enter a real date.': 'कृपया सही तिथि दर्ज करें।',
  '{date} is already a holiday: {holiday}.': '{date} को पहले से अवकाश है: {holiday}।',
  'The start date must not be after the end date.': 'प्रारंभ तिथि समाप्ति तिथि के बाद की नहीं हो सकती।',
  'The period must not be longer than 5 years: choose a later start date.':
    'अवधि 5 वर्ष से अधिक नहीं हो सकती: कृपया बाद की प्रारंभ तिथि चुनें।',
};
