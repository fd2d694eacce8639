/**
 * Hindi of the messages of the website policies and help pages (issue 20) and their editor in
 * the console. The field names ('The title') are in terms.ts.
 */
export const POLICIES_HINDI: Readonly<Record<string, string>> = {
  // policies/policyKey.ts
  'There is no such page among the website policies.': 'वेबसाइट नीतियों में ऐसा कोई पृष्ठ नहीं है।',

  // policies/policyFields.ts
  'Please enter the title of the page.': 'कृपया पृष्ठ का शीर्षक दर्ज करें।',
  'Please enter the text of the page.': 'कृपया पृष्ठ का पाठ दर्ज करें।',
  'Give the Hindi title and the Hindi text together, or leave both empty.':
    'हिन्दी शीर्षक और हिन्दी पाठ दोनों एक साथ दें, या दोनों खाली छोड़ दें।',
};
