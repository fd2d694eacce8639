/**
 * Hindi of the content sections' answers (notices, tenders, gallery, ...). The success sentences
 * say what the console's own Hindi says ('निविदा सफलतापूर्वक हटाई गई!'); a section without a
 * sentence of its own gets the general one, whose 'को' fits a noun of either gender.
 */
export const CONTENT_HINDI: Readonly<Record<string, string>> = {
  // sections/sectionRoutes.ts, paging/sectionItemRoute.ts (and any "no such id")
  'There is no {section} with id {id}.': '{section} (आईडी {id}) उपलब्ध नहीं है।',
  'Choose the {section} to update (its id).': 'अद्यतन के लिए {section} चुनें (उसकी आईडी)।',
  '{title} deleted successfully!': '{title} को सफलतापूर्वक हटा दिया गया!',
  'Tender deleted successfully!': 'निविदा सफलतापूर्वक हटाई गई!',
  'Notice deleted successfully!': 'सूचना सफलतापूर्वक हटाई गई!',
  'Circular deleted successfully!': 'परिपत्र सफलतापूर्वक हटाया गया!',
  'Office Order deleted successfully!': 'कार्यालय आदेश सफलतापूर्वक हटाया गया!',
  'PressRelease deleted successfully!': 'प्रेस विज्ञप्ति सफलतापूर्वक हटाई गई!',
  'Latest News deleted successfully!': 'समाचार सफलतापूर्वक हटाया गया!',
  'Gallery deleted successfully!': 'गैलरी की फोटो सफलतापूर्वक हटाई गई!',
  'Slider deleted successfully!': 'स्लाइड सफलतापूर्वक हटाई गई!',
  'About deleted successfully!': 'प्रविष्टि सफलतापूर्वक हटाई गई!',
  'Employee deleted successfully!': 'पदाधिकारी/कर्मचारी सफलतापूर्वक हटाया गया!',

  // Each section's required fields (SPEC.md section 5's sentences; '{field} is required.' is in
  // http.ts)
  'Title is a required field!': 'शीर्षक भरना अनिवार्य है!',
  'Title and Description are required fields!': 'शीर्षक और विवरण भरना अनिवार्य है!',
  'Name are required fields!': 'नाम भरना अनिवार्य है!',
  'Name and Email are required fields!': 'नाम और ई-मेल भरना अनिवार्य है!',
  'Designation is a required field!': 'पदनाम भरना अनिवार्य है!',
  'Please enter an email address like name@example.com.':
    'कृपया name@example.com जैसा ई-मेल पता दर्ज करें।',
  'Document file is required!': 'दस्तावेज़ फ़ाइल अनिवार्य है!',
  'Slider image is required!': 'स्लाइडर का चित्र अनिवार्य है!',
  'A gallery item needs a photo: choose a JPEG, PNG or WebP photo.':
    'गैलरी के लिए फोटो आवश्यक है: कृपया JPEG, PNG या WebP फोटो चुनें।',
  'A tender has at most {count} documents.': 'एक निविदा में अधिकतम {count} दस्तावेज़ हो सकते हैं।',
};
