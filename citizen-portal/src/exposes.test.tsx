import { declaredScreenCases, expectExposedHeading } from '@council/remote-harness/src/testing';
import type { ScreensFile } from '@council/site-config';
import declared from '../screens.json';

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
