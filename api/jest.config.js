const { compileEsmPackages } = require('@council/jest-config');

const esm = compileEsmPackages(['cookie']);

// The API suite runs in Node. ts-jest only transpiles (isolatedModules in tsconfig.json):
// `npm run typecheck` is the type check, which keeps the suite fast on two cores.
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  setupFiles: ['<rootDir>/src/testing/cheapPasswordHashes.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esm.transform,
  },
  transformIgnorePatterns: esm.transformIgnorePatterns,
  // @council/contract is read from its TypeScript source, as the browser bundles read it
  // (package.json "exports"), so the suite needs no build of it first.
  testEnvironmentOptions: { customExportConditions: ['council-source', 'node', 'node-addons'] },
  // PostgreSQL runs add a second pass over each suite; database setup takes a moment.
  testTimeout: 30000,
};
