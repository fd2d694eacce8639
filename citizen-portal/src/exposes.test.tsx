import { expectExposedHeading, type ExposedScreenCase } from '@council/remote-harness/src/testing';
import exposes from './exposes';

// Every screen this remote exposes, with the props its routes give it (the shell's route table).
const screens: ExposedScreenCase[] = [
  ['./UserDashboard', {}, 'Status-wise Complaint Count'],
  ['./Complaints', {}, 'Complaints Management'],
];

describe('the screens this remote exposes', () => {
  it('exposes each screen', () => {
    expect(new Set(screens.map(([module]) => module))).toEqual(new Set(Object.keys(exposes)));
  });

  it.each(screens)('%s %o shows the heading %s', async (...screenCase) => {
    await expectExposedHeading(`${__dirname}/..`, exposes, screenCase);
  });
});
