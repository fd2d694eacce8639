import { describeDeclaredScreens } from '@council/remote-harness/src/testing';
import declared from '../screens.json';
import { signInAdmin } from './testing/adminTestSetup';
import { fakeApi } from '@council/api-fake';

// The screens load their lists on arrival; an empty answer is enough to see their headings.
fakeApi({ otherCalls: 'empty list' });
beforeEach(signInAdmin);

describeDeclaredScreens(declared, `${__dirname}/..`);
