// The API suite runs in Node. ts-jest only transpiles (isolatedModules in tsconfig.json):
// `npm run typecheck` is the type check, which keeps the suite fast on two cores.
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // fastify's inject() loads light-my-request, which needs cookie 2: ESM only. Node 20 loads
    // it natively, jest on Node 20 cannot, so the suite turns that one file into CommonJS.
    '/node_modules/cookie/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  // PostgreSQL runs add a second pass over each suite; database setup takes a moment.
  testTimeout: 30000,
};
