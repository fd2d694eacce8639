import { inImageTurn } from './imageTurns';

describe('image work in turns', () => {
  it('runs one piece of work at a time, in the order asked, past a failure', async () => {
    const log: string[] = [];
    const work =
      (name: string, fails = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} ends`);
        if (fails) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      inImageTurn(work('first')),
      inImageTurn(work('second', true)),
      inImageTurn(work('third')),
    ]);
    expect(log).toEqual([
      'first starts',
      'first ends',
      'second starts',
      'second ends',
      'third starts',
      'third ends',
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
