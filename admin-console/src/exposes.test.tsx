import { declaredScreenCases, expectExposedHeading } from '@council/remote-harness/src/testing';
import type { ScreensFile } from '@council/site-config';
import declared from '../screens.json';
import { signInAdmin } from './testing/adminTestSetup';
import { fakeApi } from '@council/api-fake';

// The screens load their lists on arrival; an empty answer is enough to see their headings.
fakeApi({ otherCalls: 'empty list' });
beforeEach(signInAdmin);

// Every screen this remote declares, with its props; its title is the heading a person sees.
const { modules, screens } = declared as ScreensFile;

describe('the screens this remote declares', () => {
  it('exposes every module its screens name, and no other', () => {
    expect(new Set(screens.map((screen) => screen.module))).toEqual(new Set(Object.keys(modules)));
  });

  it.each(declaredScreenCases(declared))('%s %o shows the heading %s', async (...screenCase) => {
    await expectExposedHeading(`${__dirname}/..`, modules, screenCase);
  });
});
