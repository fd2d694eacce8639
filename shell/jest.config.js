module.exports = require('@council/jest-config').jestConfig({
  displayName: 'shell',
  // The federation runtime is exercised by the e2e tests; unit tests stub the network edge.
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$':
      '<rootDir>/src/remotes/testing/federationRuntimeStub.ts',
  },
});
