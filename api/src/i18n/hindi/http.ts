/**
 * Hindi of the answers about the request itself: its form, its body, its files, the validation
 * of its fields. '{field}' and '{label}' are names of fields, translated by terms.ts.
 */
export const HTTP_HINDI: Readonly<Record<string, string>> = {
  // http/errors.ts
  'Not found: the API has no such address.': 'नहीं मिला: API में ऐसा कोई पता नहीं है।',
  'Something went wrong on our side. Please try again later.':
    'हमारी ओर से कोई त्रुटि हुई है। कृपया कुछ समय बाद पुनः प्रयास करें।',
  'The request body is not valid JSON.': 'अनुरोध में भेजा गया डेटा मान्य JSON नहीं है।',
  'The request contains a forbidden property name.': 'अनुरोध में एक वर्जित फ़ील्ड नाम है।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
  'This kind of request body is not accepted here.': 'इस प्रकार का अनुरोध यहाँ स्वीकार नहीं किया जाता।',
  'The request body is empty; JSON was expected.': 'अनुरोध खाली है; JSON अपेक्षित था।',
  'The request length does not match its body.': 'अनुरोध की लंबाई उसके डेटा से मेल नहीं खाती।',
  'A file is too large.': 'एक फ़ाइल बहुत बड़ी है।',
  'Too many files were sent.': 'बहुत अधिक फ़ाइलें भेजी गई हैं।',
  'Too many form fields were sent.': 'फ़ॉर्म में बहुत अधिक फ़ील्ड भेजे गए हैं।',
  'Too many form parts were sent.': 'फ़ॉर्म के बहुत अधिक भाग भेजे गए हैं।',
  'A form field has a forbidden name.': 'फ़ॉर्म के एक फ़ील्ड का नाम वर्जित है।',
  'A multipart form was expected.': 'मल्टीपार्ट फ़ॉर्म अपेक्षित था।',
  'The request is not valid.': 'अनुरोध मान्य नहीं है।',
  'The address is not valid: a part of it is not correctly encoded.':
    'पता मान्य नहीं है: उसका एक भाग सही ढंग से एन्कोड नहीं किया गया है।',
  'The address is too long.': 'पता बहुत लंबा है।',
  'Too many requests. Please try again in a moment.':
    'बहुत अधिक अनुरोध। कृपया थोड़ी देर बाद पुनः प्रयास करें।',

  // Validation of JSON bodies, query strings and paths (http/errors.ts, Ajv's own sentences).
  '{field} is required.': '{field} भरना अनिवार्य है।',
  '{field} must have at least {limit} characters.': '{field} में कम से कम {limit} अक्षर होने चाहिए।',
  '{field} must have at most {limit} characters.': '{field} में अधिकतम {limit} अक्षर हो सकते हैं।',
  '{field} must be a string.': '{field} पाठ (टेक्स्ट) होना चाहिए।',
  '{field} must be an integer.': '{field} पूर्ण संख्या होनी चाहिए।',
  '{field} must be a number.': '{field} संख्या होनी चाहिए।',
  '{field} must be a boolean.': '{field} true या false होना चाहिए।',
  '{field} must be an object.': '{field} एक ऑब्जेक्ट होना चाहिए।',
  '{field} must be an array.': '{field} एक सूची होनी चाहिए।',
  '{field} must be a null.': '{field} खाली (null) होना चाहिए।',
  '{field} must be a {type}.': '{field} का प्रकार {type} होना चाहिए।',
  '{field} must be an {type}.': '{field} का प्रकार {type} होना चाहिए।',
  '{field} has a value that is not allowed.': '{field} का मान स्वीकार्य नहीं है।',
  '{field} must be a valid {format}.': '{field} एक मान्य {format} होना चाहिए।',
  '{field} must be >= {limit}.': '{field} का मान कम से कम {limit} होना चाहिए।',
  '{field} must be <= {limit}.': '{field} का मान अधिकतम {limit} हो सकता है।',
  '{field} must be > {limit}.': '{field} का मान {limit} से अधिक होना चाहिए।',
  '{field} must be < {limit}.': '{field} का मान {limit} से कम होना चाहिए।',
  '{field} is out of range.': '{field} स्वीकार्य सीमा से बाहर है।',
  '{field} must name at least one thing to change.':
    '{field} में बदलने के लिए कम से कम एक चीज़ होनी चाहिए।',
  '{field} is not valid.': '{field} मान्य नहीं है।',
  '{field} must NOT have more than {limit} items.': '{field} में अधिकतम {limit} प्रविष्टियाँ हो सकती हैं।',
  '{field} must NOT have fewer than {limit} items.':
    '{field} में कम से कम {limit} प्रविष्टियाँ होनी चाहिए।',
  '{field} must match pattern "{pattern}".': '{field} का प्रारूप सही नहीं है।',
  '{field} must NOT have additional properties.': '{field} में अतिरिक्त फ़ील्ड नहीं होने चाहिए।',
  '{field} must be multiple of {limit}.': '{field} का मान {limit} का गुणज होना चाहिए।',
  '{field} must NOT have duplicate items (items ## {later} and {earlier} are identical).':
    '{field} में एक ही प्रविष्टि दो बार नहीं हो सकती।',
  '{field} must be a whole number from {min} to {max}.':
    '{field} {min} से {max} तक की पूर्ण संख्या होनी चाहिए।',
  '{field} must be a whole number of at least {min}.':
    '{field} कम से कम {min} की पूर्ण संख्या होनी चाहिए।',

  // http/formValues.ts, http/textRules.ts
  '{label} contains a character that is not allowed.': '{label} में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
  '{label} must not contain HTML tags.': '{label} में HTML टैग नहीं होने चाहिए।',
  '{label} must be a whole number.': '{label} पूर्ण संख्या होनी चाहिए।',
  '{label} must be a date (yyyy-MM-dd).': '{label} एक तिथि (yyyy-MM-dd) होनी चाहिए।',
  '{label} must be a time (HH:mm).': '{label} एक समय (HH:mm) होना चाहिए।',

  // http/multipartForm.ts, http/nulGuard.ts, http/compressedBodies.ts, http/streamedList.ts
  'Send this form as multipart/form-data.': 'कृपया यह फ़ॉर्म multipart/form-data के रूप में भेजें।',
  'The form could not be read: it is not valid multipart data.':
    'फ़ॉर्म पढ़ा नहीं जा सका: यह मान्य multipart डेटा नहीं है।',
  'The form could not be read: every part must name its field (Content-Disposition: form-data; name=...).':
    'फ़ॉर्म पढ़ा नहीं जा सका: हर भाग में उसके फ़ील्ड का नाम होना चाहिए (Content-Disposition: form-data; name=...)।',
  'A form field has a name that is not allowed.': 'फ़ॉर्म के एक फ़ील्ड का नाम अनुमत नहीं है।',
  'This form takes files only in {wire}.': 'यह फ़ॉर्म फ़ाइलें केवल {wire} में लेता है।',
  'A field of the form is too long.': 'फ़ॉर्म का एक फ़ील्ड बहुत लंबा है।',
  'A field of the form contains a character that is not allowed.':
    'फ़ॉर्म के एक फ़ील्ड में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
  'The request contains a character that is not allowed.': 'अनुरोध में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
  'Compressed request bodies are not accepted: send the body without Content-Encoding.':
    'संपीड़ित (compressed) अनुरोध स्वीकार नहीं किए जाते: कृपया Content-Encoding के बिना भेजें।',
  'The server is busy; please try again in a few seconds.':
    'सर्वर अभी व्यस्त है; कृपया कुछ सेकंड बाद पुनः प्रयास करें।',

  // files/checkUpload.ts
  '{label} is larger than {size} MB.': '{label} का आकार {size} MB से अधिक है।',
  '{label} must be a JPEG, PNG or WebP image.': '{label} JPEG, PNG या WebP चित्र होना चाहिए।',
  '{label} has too many pixels.': '{label} में बहुत अधिक पिक्सेल हैं।',
  '{label} is not a readable image.': '{label} पढ़ने योग्य चित्र नहीं है।',
  'Invalid document file! Only PDF documents are accepted.':
    'अमान्य दस्तावेज़ फ़ाइल! केवल PDF दस्तावेज़ स्वीकार किए जाते हैं।',
  '{label} contains scripts, automatic actions or attachments, which are not accepted.':
    '{label} में स्क्रिप्ट, स्वचालित क्रियाएँ या संलग्नक हैं, जो स्वीकार नहीं किए जाते।',
  '{label} is also a web page (it holds HTML), which is not accepted.':
    '{label} एक वेब पेज भी है (इसमें HTML है), जो स्वीकार नहीं किया जाता।',
  '{label} is not a readable PDF: save it again as a PDF and upload that.':
    '{label} पढ़ने योग्य PDF नहीं है: कृपया इसे फिर से PDF के रूप में सहेजकर अपलोड करें।',
  '{label} is protected by a password or encryption: save it without protection and upload it again.':
    '{label} पासवर्ड या एन्क्रिप्शन से सुरक्षित है: कृपया इसे बिना सुरक्षा के सहेजकर फिर से अपलोड करें।',
  '{label} is too large or complex a PDF to check: save it again as a simpler PDF (for example by printing it to PDF) and upload that.':
    '{label} जाँच के लिए बहुत बड़ी या जटिल PDF है: कृपया इसे सरल PDF के रूप में फिर से सहेजें (जैसे PDF में प्रिंट करके) और अपलोड करें।',
  '{label} is neither a file nor base64.': '{label} न तो फ़ाइल है और न ही base64।',

  // files/fileRoute.ts, health/health.ts
  'Not found: there is no such file.': 'नहीं मिला: ऐसी कोई फ़ाइल नहीं है।',
  'The asked range lies past the end of the file.': 'माँगा गया भाग फ़ाइल के अंत से आगे है।',
  'The database does not answer.': 'डेटाबेस उत्तर नहीं दे रहा है।',

  // open311/
  'This Open311 endpoint answers JSON only: ask for services.json, requests.json or requests/{id}.json.':
    'Open311 का यह पता केवल JSON में उत्तर देता है: services.json, requests.json या requests/{id}.json माँगें।',
  'There is no service request {id}.': 'सेवा अनुरोध {id} उपलब्ध नहीं है।',
  'service_code must be service codes (from services.json) separated by commas, such as 1,4.':
    'service_code में सेवा कोड (services.json से) अल्पविराम से अलग करके लिखें, जैसे 1,4।',
};
