import { describeDeclaredScreens } from '@council/remote-harness/src/testing';
import declared from '../screens.json';

describeDeclaredScreens(declared, `${__dirname}/..`);
