// One lint setup for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const remotes = ['public-site', 'admin-console', 'citizen-portal'];

// Routing comes from the shared @council/router, so that only what the site uses is shipped.
// Routing and queries come through the site's own shared packages (see their package.json).
const routerPaths = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: "Import routing from '@council/router' (add the export there if it is missing).",
  })),
  {
    name: '@tanstack/react-query',
    message: "Import TanStack Query from '@council/query' (add the export there if it is missing).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'api/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.js'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/router/**', 'packages/query/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths }] },
  },
  // A remote never imports another app's source: shared code lives in a workspace package.
  ...remotes.map((remote) => {
    const others = ['shell', ...remotes.filter((other) => other !== remote)];
    return {
      files: [`${remote}/src/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: routerPaths,
            patterns: [
              {
                group: others.flatMap((other) => [other, `${other}/*`, `**/${other}/src/**`]),
                message: 'Share code through a workspace package, not by importing another app.',
              },
            ],
          },
        ],
      },
    };
  }),
);
