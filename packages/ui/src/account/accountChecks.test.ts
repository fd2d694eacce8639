import en from '../i18n/en.json';
import {
  allFine,
  checkConfirmation,
  checkCurrentPassword,
  checkEmail,
  checkMobile,
  checkName,
  checkNewPassword,
  mobileDigits,
  type FieldProblem,
} from './accountChecks';

// The key each check answers, without its 'account.checks.' part, and the message's values.
const expected = (name: keyof typeof en.account.checks, values?: Record<string, number>) =>
  values ? { key: `account.checks.${name}`, values } : { key: `account.checks.${name}` };

describe('the checks of every account form', () => {
  it('want a name of at most 100 characters', () => {
    expect(checkName('  ')).toEqual(expected('nameRequired'));
    expect(checkName('a'.repeat(101))).toEqual(expected('nameTooLong', { max: 100 }));
    expect(checkName(` ${'a'.repeat(100)} `)).toBeUndefined();
  });

  it('want an email address, judged as the API will keep it (trimmed, lower case)', () => {
    expect(checkEmail(' ')).toEqual(expected('emailRequired'));
    expect(checkEmail('asha@')).toEqual(expected('emailInvalid'));
    expect(checkEmail('asha.example.in')).toEqual(expected('emailInvalid'));
    expect(checkEmail(' Asha@Example.IN ')).toBeUndefined();
  });

  it('take an Indian mobile number only: ten digits, the first 6 to 9', () => {
    const check = (mobile: string) => checkMobile(mobile, { required: true });
    expect(check('5876543210')).toEqual(expected('mobileInvalid'));
    expect(check('987654321')).toEqual(expected('mobileInvalid'));
    expect(check('98765abcde')).toEqual(expected('mobileInvalid'));
    expect(check('98765 43210')).toBeUndefined();
    expect(check('+91 98765-43210')).toBeUndefined();
  });

  it('want a mobile number only where one is required', () => {
    expect(checkMobile(' ', { required: true })).toEqual(expected('mobileRequired'));
    expect(checkMobile(' ', { required: false })).toBeUndefined();
    expect(checkMobile('12345', { required: false })).toEqual(expected('mobileInvalid'));
  });

  it('clean a mobile number as people write it down to its ten digits', () => {
    expect(mobileDigits(' 98765-43210 ')).toBe('9876543210');
    expect(mobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileDigits('09876543210')).toBe('9876543210');
    // Anything else is left whole, for the check to refuse.
    expect(mobileDigits('+44 7911 123456')).toBe('+447911123456');
  });

  it('want a new password of 8 to 1024 characters, typed twice alike', () => {
    expect(checkNewPassword('')).toEqual(expected('passwordRequired'));
    expect(checkNewPassword('1234567')).toEqual(expected('passwordTooShort', { min: 8 }));
    expect(checkNewPassword('y'.repeat(1025))).toEqual(expected('passwordTooLong', { max: 1024 }));
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkConfirmation('12345678', '')).toEqual(expected('confirmationRequired'));
    expect(checkConfirmation('12345678', '12345679')).toEqual(expected('confirmationMismatch'));
    expect(checkConfirmation('12345678', '12345678')).toBeUndefined();
  });

  it('want the current password before a change', () => {
    expect(checkCurrentPassword('')).toEqual(expected('currentPasswordRequired'));
    expect(checkCurrentPassword(' ')).toBeUndefined();
  });

  it('say a form is fine only when no field has a problem', () => {
    const problem: FieldProblem = expected('nameRequired');
    expect(allFine({ name: undefined, email: undefined })).toBe(true);
    expect(allFine({ name: problem, email: undefined })).toBe(false);
    expect(allFine({ privacy: 'Please agree.' })).toBe(false);
  });
});
