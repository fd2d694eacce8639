const path = require('node:path');
const { sharedSingletons, SINGLETONS } = require('./shared');

describe('sharedSingletons', () => {
  const shell = path.join(__dirname, '..', '..', 'shell');
  const shared = sharedSingletons(shell);
  const shellPackage = require(path.join(shell, 'package.json'));

  it('shares every singleton once, with the version the app declares', () => {
    for (const name of SINGLETONS) expect(shared[name]).toMatchObject({ singleton: true });
    expect(shared.react.requiredVersion).toBe(shellPackage.dependencies.react);
    expect(shared['@council/shared-auth'].requiredVersion).toBe(
      shellPackage.dependencies['@council/shared-auth'],
    );
  });

  it("shares react's and react-dom's deep imports from the same copy", () => {
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
  });

  it('takes the installed version of a package the app has only through another', () => {
    // packages/ui has react-dom only through react's peers.
    const ui = sharedSingletons(path.join(__dirname, '..', 'ui'));
    expect(ui['react-dom'].requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
  });

  it("shares the site's packages, not the libraries only they use, which would ship whole", () => {
    for (const library of ['zustand', '@tanstack/react-query']) {
      expect(shared[library]).toBeUndefined();
    }
    expect(shared['@council/query']).toMatchObject({ singleton: true });
  });
});
