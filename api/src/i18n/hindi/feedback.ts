/**
 * Hindi of the messages readers send from the contact page and /feedback (issue 20), and of the
 * console's inbox. The field names ('The subject') are in terms.ts.
 */
export const FEEDBACK_HINDI: Readonly<Record<string, string>> = {
  // feedback/feedbackFields.ts
  'Please enter your name.': 'कृपया अपना नाम दर्ज करें।',
  'Please enter your email address.': 'कृपया अपना ई-मेल पता दर्ज करें।',
  'Please enter a phone number of 6 to 15 digits (with +, spaces or dashes if you like), or leave it empty.':
    'कृपया 6 से 15 अंकों का फ़ोन नंबर दर्ज करें (चाहें तो +, रिक्त स्थान या डैश के साथ), या इसे खाली छोड़ दें।',
  'Please enter a subject.': 'कृपया विषय दर्ज करें।',
  'Please write your message.': 'कृपया अपना संदेश लिखें।',

  // feedback/sendFeedback.ts, feedbackLimit.ts
  'Thank you. Your message has reached the council; its reference number is {number}.':
    'धन्यवाद। आपका संदेश नगर परिषद तक पहुँच गया है; इसकी संदर्भ संख्या {number} है।',
  'Too many messages have been sent from your network in the last hour.':
    'पिछले एक घंटे में आपके नेटवर्क से बहुत अधिक संदेश भेजे गए हैं।',

  // feedback/markHandled.ts
  'No message has this number.': 'इस संख्या का कोई संदेश नहीं है।',
};
