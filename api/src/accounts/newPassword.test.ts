import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE, commonPasswordCount, isCommonPassword } from './commonPasswords';
import { checkNewPassword } from './newPassword';

describe('the list of common passwords shipped with the API', () => {
  const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean);

  it('holds a few thousand passwords, each long enough that only the list can refuse it', () => {
    expect(commonPasswordCount()).toBeGreaterThan(2000);
    expect(commonPasswordCount()).toBe(lines.length);
    expect(lines.every((line) => line.length >= 8 && line === line.toLowerCase())).toBe(true);
  });

  it.each(['password', 'PASSWORD', '12345678', 'Football', 'iloveyou', 'qwertyuiop'])(
    'knows %s, in any case',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['password123', 'Iloveyou2024!', 'qwertyuiop_1'])(
    'knows %s: a listed password with digits or symbols added at the end',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['lanterns over the quiet river', 'password password', 'lanterns 2024!', ''])(
    'does not know %j',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});

describe('checkNewPassword', () => {
  it.each([
    ['7 characters', 'seven77', 'seven77', 'The password must have at least 8 characters.'],
    [
      '1025 characters',
      'p'.repeat(1025),
      'p'.repeat(1025),
      'The password must have at most 1024 characters.',
    ],
    [
      'a common password',
      'Sunshine',
      'Sunshine',
      expect.stringMatching(/^This password is too common: /),
    ],
    [
      'a confirmation that differs',
      'a kettle sings at dawn',
      'a kettle sings at dawn.',
      'The password and its confirmation do not match.',
    ],
    // The first problem is the one named: a confirmation is moot for a password that cannot be.
    ['short and unconfirmed', 'short', 'other', 'The password must have at least 8 characters.'],
  ])('refuses %s', (_, password, confirmation, message) => {
    expect(checkNewPassword(password, confirmation)).toEqual(message);
  });

  it.each([
    ['a sentence', 'a kettle sings at dawn'],
    ['exactly 8 characters', '8 chars!'],
    ['1024 characters', 'p'.repeat(1024)],
    ['letters beyond ASCII', 'Ünïcödé-Wörter'],
  ])('takes %s, with no rules of composition', (_, password) => {
    expect(checkNewPassword(password, password)).toBeUndefined();
  });
});
