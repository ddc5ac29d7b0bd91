// Lint: typescript-eslint's recommended rules and React hooks rules. The dependency
// direction of the architecture guide and the ban on import cycles are checked by
// dependency-cruiser (.dependency-cruiser.cjs), run by `npm run lint` too.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'server/drizzle/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.data*/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/ui/**/*.tsx', 'src/ui/**/*.ts', 'tests/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']", message: 'Never vi.mock a module: swap the port (architecture rule 7).' },
      ],
    },
  },
  {
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    ignores: ['src/ui/design-system/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['radix-ui', '@radix-ui/*'], message: 'Radix is wrapped once, in src/ui/design-system (architecture rule 9).' }] }],
    },
  },
  {
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    ignores: ['src/ui/app/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']", message: 'Never vi.mock a module: swap the port (architecture rule 7).' },
        { selector: "CallExpression[callee.name='useServices']", message: 'Screens call use cases (useUseCases()), never ports: useServices() is for the app shell in src/ui/app (docs/architecture.md).' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Domain is deterministic: time comes in as an argument.' }],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'fetch', 'window', 'document'],
    },
  },
);
