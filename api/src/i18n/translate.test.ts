import { hindiOf, inLanguage, MessageTable } from './translate';

describe('a table of sentences and templates', () => {
  const table = new MessageTable(
    {
      'Complaint not found.': 'शिकायत नहीं मिली।',
      '{label} is required.': '{label} भरना अनिवार्य है।',
      'Title is required.': 'शीर्षक अवश्य भरें।',
      'There is no {section} with id {id}.': '{section} (आईडी {id}) उपलब्ध नहीं है।',
    },
    {
      'Title of document {n}': 'दस्तावेज़ {n} का शीर्षक',
      notice: 'सूचना',
      id: 'आईडी',
    },
  );

  it('finds a sentence as it is written', () => {
    expect(table.hindiOf('Complaint not found.')).toBe('शिकायत नहीं मिली।');
  });

  it('fills a template with the values, the words among them translated too', () => {
    expect(table.hindiOf('There is no notice with id 5.')).toBe('सूचना (आईडी 5) उपलब्ध नहीं है।');
    expect(table.hindiOf('Title of document 3 is required.')).toBe(
      'दस्तावेज़ 3 का शीर्षक भरना अनिवार्य है।',
    );
  });

  it("keeps a value the table does not know, and never translates data ('{id}')", () => {
    expect(table.hindiOf('Ward name is required.')).toBe('Ward name भरना अनिवार्य है।');
    expect(table.hindiOf('There is no notice with id id.')).toBe('सूचना (आईडी id) उपलब्ध नहीं है।');
  });

  it('prefers the sentence with more fixed words', () => {
    expect(table.hindiOf('Title is required.')).toBe('शीर्षक अवश्य भरें।');
  });

  it('has nothing for a sentence it does not hold', () => {
    expect(table.hindiOf('Something else happened.')).toBeUndefined();
    expect(table.hindiOf('is required.')).toBeUndefined();
  });
});

describe("the API's table", () => {
  it('answers English as written, and Hindi where it has a twin, else the English', () => {
    expect(inLanguage('Complaint not found.', 'en')).toBe('Complaint not found.');
    expect(inLanguage('Complaint not found.', 'hi')).toBe('शिकायत नहीं मिली।');
    expect(inLanguage('A sentence nobody wrote.', 'hi')).toBe('A sentence nobody wrote.');
  });

  it('translates the sentences with values of SPEC.md as a Hindi site says them', () => {
    expect(hindiOf('Tender No is required.')).toBe('निविदा संख्या भरना अनिवार्य है।');
    expect(hindiOf('Too many sign-in attempts. Please try again in 5 minutes.')).toBe(
      'लॉग इन के बहुत अधिक प्रयास हुए हैं। कृपया 5 मिनट बाद पुनः प्रयास करें।',
    );
    expect(hindiOf('A complaint that is Closed cannot be reopened.')).toBe(
      'बंद शिकायत को फिर से नहीं खोला जा सकता।',
    );
    expect(hindiOf('You can file at most 5 complaints an hour. Please try again later.')).toBe(
      'आप एक घंटे में अधिकतम 5 शिकायतें दर्ज कर सकते हैं। कृपया बाद में पुनः प्रयास करें।',
    );
    expect(hindiOf('This call is only for admin or officer accounts.')).toBe(
      'यह सुविधा केवल एडमिन या अधिकारी खातों के लिए है।',
    );
  });
});
