const { jestConfig } = require('./index');

describe('jestConfig', () => {
  it('gives browser packages jsdom with Testing Library set up', () => {
    const config = jestConfig({ displayName: 'shell' });
    expect(config.testEnvironment).toMatch(/jsdom-with-fetch\.js$/);
    expect(config.setupFilesAfterEnv).toEqual([expect.stringMatching(/setup-browser\.js$/)]);
  });

  it('gives Node packages the node environment and keeps extra module mappings', () => {
    const config = jestConfig({
      displayName: 'api',
      browser: false,
      moduleNameMapper: { '^x$': 'y' },
    });
    expect(config.testEnvironment).toBe('node');
    expect(config.setupFilesAfterEnv).toEqual([]);
    expect(config.moduleNameMapper['^x$']).toBe('y');
    expect(config.moduleNameMapper['\\.(css)$']).toMatch(/style-stub\.js$/);
  });

  it('compiles only the named ES-module packages of node_modules', () => {
    const { transform, transformIgnorePatterns } = require('./index').compileEsmPackages([
      'cookie',
    ]);
    const [pattern] = Object.keys(transform);
    expect(new RegExp(pattern).test('/repo/node_modules/cookie/dist/index.js')).toBe(true);
    expect(new RegExp(pattern).test('/repo/node_modules/react/index.js')).toBe(false);
    const [ignore] = transformIgnorePatterns;
    expect(new RegExp(ignore).test('/repo/node_modules/react/index.js')).toBe(true);
    expect(new RegExp(ignore).test('/repo/node_modules/cookie/dist/index.js')).toBe(false);
  });
});
