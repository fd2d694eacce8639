/**
 * Hindi of sign-in, sign-up, links, passwords, accounts and the limits on them. The names of the
 * sites' buttons ('पासवर्ड भूल गए?', 'लिंक फिर से भेजें') are the ones their Hindi screens show.
 */
export const ACCOUNTS_HINDI: Readonly<Record<string, string>> = {
  // mail/mailer.ts
  'This site cannot send email yet. Please contact the council office.':
    'यह वेबसाइट अभी ई-मेल नहीं भेज सकती। कृपया नगर परिषद कार्यालय से संपर्क करें।',

  // limits/: '{refusal}' is one of the sentences below.
  '{refusal} Please try again in {minutes}.': '{refusal} कृपया {minutes} बाद पुनः प्रयास करें।',
  'Too many sign-in attempts.': 'लॉग इन के बहुत अधिक प्रयास हुए हैं।',
  'Too many accounts have been made from your network in the last hour.':
    'पिछले एक घंटे में आपके नेटवर्क से बहुत अधिक खाते बनाए गए हैं।',
  'Too many mails have been asked for from your network in the last hour.':
    'पिछले एक घंटे में आपके नेटवर्क से बहुत अधिक ई-मेल माँगे गए हैं।',
  'Too many mails have been sent to this email address in the last hour.':
    'पिछले एक घंटे में इस ई-मेल पते पर बहुत अधिक ई-मेल भेजे गए हैं।',
  'Too many links have been opened from your network in the last hour.':
    'पिछले एक घंटे में आपके नेटवर्क से बहुत अधिक लिंक खोले गए हैं।',
  'Too many attempts to change the password of this account in the last hour.':
    'पिछले एक घंटे में इस खाते का पासवर्ड बदलने के बहुत अधिक प्रयास हुए हैं।',

  // Sign-in and sessions (accounts/login.ts, logout.ts, auth/guard.ts)
  'Invalid email or password': 'ई-मेल या पासवर्ड गलत है',
  'This account has been disabled. Please contact the council office.':
    'यह खाता निष्क्रिय कर दिया गया है। कृपया नगर परिषद कार्यालय से संपर्क करें।',
  'Too many sign-in attempts at once from your network. Please try again in a moment.':
    'आपके नेटवर्क से एक साथ लॉग इन के बहुत अधिक प्रयास हो रहे हैं। कृपया थोड़ी देर बाद पुनः प्रयास करें।',
  'Please sign in again: your session is missing or has expired.':
    'कृपया फिर से लॉग इन करें: आपका सत्र उपलब्ध नहीं है या समाप्त हो गया है।',
  'This call is only for {roles} accounts.': 'यह सुविधा केवल {roles} खातों के लिए है।',
  'Signed out.': 'आप लॉग आउट हो गए हैं।',

  // Sign-up, confirming the email, a forgotten password (accounts/)
  'Please enter a valid email address, such as name@example.com.':
    'कृपया मान्य ई-मेल पता दर्ज करें, जैसे name@example.com।',
  'Please agree to the privacy policy to create an account.':
    'खाता बनाने के लिए कृपया गोपनीयता नीति से सहमति दें।',
  'Thank you. Please check your email: we have sent a mail to {email}. If it has not arrived within a few minutes, please look in your spam folder.':
    'धन्यवाद। कृपया अपना ई-मेल देखें: हमने {email} पर एक ई-मेल भेजा है। यदि यह कुछ मिनटों में न आए, तो कृपया अपना स्पैम फ़ोल्डर देखें।',
  'If {email} has an account with us, we have sent it a link to set a new password. The link works for 30 minutes. If no mail arrives within a few minutes, please look in your spam folder.':
    'यदि {email} से हमारे यहाँ कोई खाता है, तो हमने उस पर नया पासवर्ड बनाने का लिंक भेज दिया है। यह लिंक 30 मिनट तक काम करेगा। यदि कुछ मिनटों में ई-मेल न आए, तो कृपया अपना स्पैम फ़ोल्डर देखें।',
  'Your email address is already confirmed.': 'आपके ई-मेल पते की पुष्टि पहले ही हो चुकी है।',
  'We have sent a new link to {email}; the links sent before no longer work. If it has not arrived within a few minutes, please look in your spam folder.':
    'हमने {email} पर नया लिंक भेज दिया है; पहले भेजे गए लिंक अब काम नहीं करेंगे। यदि यह कुछ मिनटों में न आए, तो कृपया अपना स्पैम फ़ोल्डर देखें।',
  'Thank you: your email address is confirmed. You can now file complaints.':
    'धन्यवाद: आपके ई-मेल पते की पुष्टि हो गई है। अब आप शिकायत दर्ज कर सकते हैं।',
  "Please confirm your email address before filing a complaint. Open the link in the mail we sent you when you signed up, or choose 'Send the link again' to get a new one.":
    "शिकायत दर्ज करने से पहले कृपया अपने ई-मेल पते की पुष्टि करें। खाता बनाते समय भेजे गए ई-मेल का लिंक खोलें, या नया लिंक पाने के लिए 'लिंक फिर से भेजें' चुनें।",
  "This link is not valid. Please open the link exactly as it is in the mail, or sign in and choose 'Send the link again'.":
    "यह लिंक मान्य नहीं है। कृपया लिंक ठीक वैसा ही खोलें जैसा ई-मेल में है, या लॉग इन करके 'लिंक फिर से भेजें' चुनें।",
  "This link has already been used. If your email address is not confirmed yet, sign in and choose 'Send the link again'.":
    "इस लिंक का उपयोग पहले ही हो चुका है। यदि आपके ई-मेल पते की पुष्टि अभी नहीं हुई है, तो लॉग इन करके 'लिंक फिर से भेजें' चुनें।",
  "This link has expired. Sign in and choose 'Send the link again'.":
    "इस लिंक की अवधि समाप्त हो गई है। लॉग इन करके 'लिंक फिर से भेजें' चुनें।",
  "This link is not valid. Please open the link exactly as it is in the mail, or choose 'Forgot password?' on the sign-in page to get a new one.":
    "यह लिंक मान्य नहीं है। कृपया लिंक ठीक वैसा ही खोलें जैसा ई-मेल में है, या नया लिंक पाने के लिए लॉग इन पेज पर 'पासवर्ड भूल गए?' चुनें।",
  "This link has already been used. To set a new password again, choose 'Forgot password?' on the sign-in page.":
    "इस लिंक का उपयोग पहले ही हो चुका है। फिर से नया पासवर्ड बनाने के लिए लॉग इन पेज पर 'पासवर्ड भूल गए?' चुनें।",
  "This link has expired. Choose 'Forgot password?' on the sign-in page to get a new one.":
    "इस लिंक की अवधि समाप्त हो गई है। नया लिंक पाने के लिए लॉग इन पेज पर 'पासवर्ड भूल गए?' चुनें।",
  'Your new password is set. Please sign in with it.':
    'आपका नया पासवर्ड बन गया है। कृपया इससे लॉग इन करें।',

  // Passwords (accounts/newPassword.ts, changeMyPassword.ts)
  'This password is too common: it is on the list of passwords that attackers try first. Please choose another one; a few words that do not belong together are easy to remember.':
    'यह पासवर्ड बहुत आम है: यह उन पासवर्डों की सूची में है जिन्हें हमलावर सबसे पहले आज़माते हैं। कृपया कोई दूसरा पासवर्ड चुनें; आपस में असंबंधित कुछ शब्द याद रखने में आसान होते हैं।',
  'The password and its confirmation do not match.': 'पासवर्ड और उसकी पुष्टि मेल नहीं खाते।',
  'Please enter your current password.': 'कृपया अपना वर्तमान पासवर्ड दर्ज करें।',
  'The current password is not right.': 'वर्तमान पासवर्ड सही नहीं है।',
  'Your password has been changed. You have been signed out everywhere else.':
    'आपका पासवर्ड बदल दिया गया है। अन्य सभी जगहों से आपको लॉग आउट कर दिया गया है।',

  // One's own account (accounts/accountFields.ts, myAccount.ts)
  'Please enter a name.': 'कृपया नाम दर्ज करें।',
  'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.':
    'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें।',
  'The mobile number must have 10 digits starting with 6, 7, 8 or 9, or be left empty.':
    'मोबाइल नंबर 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का होना चाहिए, या इसे खाली छोड़ दें।',
  'This account no longer exists.': 'यह खाता अब मौजूद नहीं है।',

  // Staff accounts (accounts/staff/)
  'Choose wards from the list.': 'कृपया सूची में से वार्ड चुनें।',
  'You cannot disable your own account.': 'आप अपना ही खाता निष्क्रिय नहीं कर सकते।',
  'You cannot take the admin role from your own account.':
    'आप अपने ही खाते से एडमिन की भूमिका नहीं हटा सकते।',
  '{email} is the only active admin account, and the console needs one. Make another account an admin first.':
    '{email} एकमात्र सक्रिय एडमिन खाता है, और कंसोल के लिए एक एडमिन आवश्यक है। पहले किसी अन्य खाते को एडमिन बनाएँ।',
  'An account with this email already exists.': 'इस ई-मेल से एक खाता पहले से मौजूद है।',
};
