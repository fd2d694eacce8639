import { nextTask } from './nextTask';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  // Every microtask already queued runs first: a promise that resolves within the task is done.
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
}

it('resolves in a later task, not within the current one', async () => {
  const waiting = nextTask();
  expect(await settled(waiting)).toBe(false);
  jest.runOnlyPendingTimers();
  expect(await settled(waiting)).toBe(true);
});
