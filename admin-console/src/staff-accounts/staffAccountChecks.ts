import { isEmail, isIndianMobile, MAX_NAME_LENGTH, normaliseEmail } from '@council/api-client';
import { cleanMobile, type Problems } from '@council/ui';

// The checks of the new staff account form before any call: the API's rules
// (@council/contract/account-rules), so the form says at once what the API would refuse.

export interface StaffAccountValues {
  name: string;
  email: string;
  mobile: string;
}

/** A name, an email address, and a mobile number that may be left empty. */
export function checkStaffAccount(values: StaffAccountValues): Problems<keyof StaffAccountValues> {
  const problems: Problems<keyof StaffAccountValues> = {};
  const name = values.name.trim();
  if (name === '') problems.name = { key: 'accounts.checks.nameMissing' };
  else if (name.length > MAX_NAME_LENGTH) {
    problems.name = { key: 'accounts.checks.nameTooLong', values: { max: MAX_NAME_LENGTH } };
  }
  const email = normaliseEmail(values.email);
  if (email === '') problems.email = { key: 'accounts.checks.emailMissing' };
  else if (!isEmail(email)) problems.email = { key: 'accounts.checks.emailInvalid' };
  const mobile = cleanMobile(values.mobile);
  if (mobile !== '' && !isIndianMobile(mobile)) {
    problems.mobile = { key: 'accounts.checks.mobileInvalid' };
  }
  return problems;
}
