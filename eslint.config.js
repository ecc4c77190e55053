import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { noUntranslatedText } from './scripts/eslint/no-untranslated-text.mjs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Features do not import each other; shared code does not import features or the app shell.
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  })),
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
  },
  { target: './packages/domain', from: './apps' },
];

/**
 * Every text of the web app comes from the message catalogues (README "Languages"): JSX text written as
 * it is fails the lint anywhere in the app (tests aside).
 */
const TRANSLATED_WEB_FILES = ['apps/web/src/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-frames/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/seed-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'vitest.config.ts',
            'playwright.config.ts',
            'scripts/*.mjs',
            'bench/*.mjs',
            'bench/*.d.mts',
            'apps/server/scripts/*.mjs',
          ],
          defaultProject: './tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      // expect.any() and friends are typed `any` by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Screens format through the app's `useIntl` (lib/i18n/use-intl.ts), whose text messages skip
      // react-intl's per-call work; react-intl's own hook is for that module alone.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-intl',
              importNames: ['useIntl'],
              message: "Import useIntl from the app's lib/i18n/use-intl.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/i18n/use-intl.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: TRANSLATED_WEB_FILES,
    ignores: ['**/*.test.tsx'],
    plugins: { i18n: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
);
