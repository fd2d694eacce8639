// Jest setup of the API suite: passwords hashed at 1/32 of the real cost (see
// setPasswordCostForTests). src/auth/passwords.test.ts checks the real cost itself.
import { setPasswordCostForTests } from '../auth/passwords';

setPasswordCostForTests({ N: 2 ** 10 });
