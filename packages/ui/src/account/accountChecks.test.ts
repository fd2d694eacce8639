import { checkDetails, checkPasswordChange, cleanMobile } from './accountChecks';

describe("My account's checks", () => {
  it('want a name of at most 100 characters', () => {
    expect(checkDetails({ name: '  ', mobile: '' }, 'admin')).toEqual({
      name: { key: 'account.checks.nameMissing' },
    });
    expect(checkDetails({ name: 'a'.repeat(101), mobile: '' }, 'admin').name).toEqual({
      key: 'account.checks.nameTooLong',
      values: { max: 100 },
    });
    expect(checkDetails({ name: 'a'.repeat(100), mobile: '' }, 'admin')).toEqual({});
  });

  it("want a citizen's mobile number, and allow staff none", () => {
    expect(checkDetails({ name: 'Asha', mobile: ' ' }, 'user')).toEqual({
      mobile: { key: 'account.checks.mobileMissing' },
    });
    expect(checkDetails({ name: 'Ravi', mobile: '' }, 'admin')).toEqual({});
  });

  it('take an Indian mobile number only: ten digits, the first 6 to 9', () => {
    const mobileOf = (mobile: string) => checkDetails({ name: 'Asha', mobile }, 'user').mobile;
    expect(mobileOf('5876543210')).toEqual({ key: 'account.checks.mobileInvalid' });
    expect(mobileOf('987654321')).toEqual({ key: 'account.checks.mobileInvalid' });
    expect(mobileOf('98765 43210')).toBeUndefined();
    expect(cleanMobile(' 98765-43210 ')).toBe('9876543210');
  });

  it('want the current password and a new one of 8 characters or more, typed twice alike', () => {
    expect(
      checkPasswordChange({ currentPassword: '', password: '1234567', passwordConfirmation: '' }),
    ).toEqual({
      currentPassword: { key: 'account.checks.currentPasswordMissing' },
      password: { key: 'account.checks.passwordTooShort', values: { min: 8 } },
      passwordConfirmation: { key: 'account.checks.passwordsDiffer' },
    });
    expect(
      checkPasswordChange({
        currentPassword: 'x',
        password: 'y'.repeat(1025),
        passwordConfirmation: 'y'.repeat(1025),
      }),
    ).toEqual({ password: { key: 'account.checks.passwordTooLong', values: { max: 1024 } } });
    expect(
      checkPasswordChange({
        currentPassword: 'x',
        password: '12345678',
        passwordConfirmation: '12345678',
      }),
    ).toEqual({});
  });
});
