import { describeDeclaredScreens } from '@council/remote-harness/src/testing';
import declared from '../screens.json';
import { fakeApi } from '@council/api-fake';

// Screens ask the API on mount; here every call answers an empty list.
fakeApi({ otherCalls: 'empty list' });

describeDeclaredScreens(declared, `${__dirname}/..`);
