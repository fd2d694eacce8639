import { stepwiseLoading } from './stepwiseLoading';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Hook = () => Promise<void>;

async function flushMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('loading a remote screen step by step', () => {
  const plugin = stepwiseLoading();

  it.each(['beforeGetExpose', 'beforeExecuteFactory'] as const)(
    'lets the runtime go on at %s only in a later task',
    async (name) => {
      const hook = plugin[name] as Hook | undefined;
      if (!hook) throw new Error(`The plugin has no ${name} hook.`);
      let goesOn = false;
      void hook().then(() => (goesOn = true));
      await flushMicrotasks();
      expect(goesOn).toBe(false);

      jest.runOnlyPendingTimers();
      await flushMicrotasks();
      expect(goesOn).toBe(true);
    },
  );

  it('has a name, by which the runtime keeps it once', () => {
    expect(plugin.name).toBe('council-stepwise-loading');
  });
});
