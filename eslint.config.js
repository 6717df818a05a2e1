// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontEnd = ['runtime/**', 'studio/**', 'widgets/**', 'stories/**', '.storybook/**'];

const serverImportsOnlyEngineAndSchemas = {
  group: ['@runtime/*', '@studio/*', '@widgets/*', 'react', 'react-dom', '@fluentui/*'],
  message: 'server/ imports only engine/ and schemas/.',
};

/**
 * Files in `server/<layer>/` may not import the server folders named in `above`, relatively or through
 * the @server alias. (A later override replaces the rule's options, so the server-wide pattern is repeated.)
 * @param {string} layer
 * @param {string[]} above
 * @returns {import('eslint').Linter.Config}
 */
function serverLayer(layer, above) {
  return {
    files: [`server/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImportsOnlyEngineAndSchemas,
            {
              regex: `^((\\.\\./)+|@server/)(${above.join('|')})(/|$)`,
              message: `server/${layer}/ is below ${above.map((name) => `server/${name}/`).join(', ')} and imports none of them.`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'data/',
      'reports/',
      'coverage/',
      'schemas/generated/',
      'storybook-static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: frontEnd.map((glob) => `${glob.replace('/**', '')}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Fluent's Dropdown names its clear button in English whatever the language: one wrapper translates it.
    files: frontEnd.map((glob) => `${glob.replace('/**', '')}/**/*.{ts,tsx}`),
    ignores: ['widgets/shared/TranslatedDropdown.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@fluentui/react-components', '@fluentui/react-combobox'].map((name) => ({
            name,
            importNames: ['Dropdown'],
            allowTypeImports: true,
            message: 'Use TranslatedDropdown from widgets/shared: its screen-reader texts are translated.',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Fluent's text components are inline even when rendered as <p>: two such paragraphs run into
          // one line ("…do this.The question…").
          selector:
            "JSXOpeningElement[name.name=/^(Text|Body1|Body1Strong|Body2|Caption1|Caption2)$/]:has(JSXAttribute[name.name='as'][value.value='p']):not(:has(JSXAttribute[name.name='block']))",
          message: 'A Fluent text rendered as <p> needs `block`, else adjacent paragraphs run together.',
        },
      ],
    },
  },
  {
    // The engine is pure: data in, data out. No framework, DOM, Node or server code.
    files: ['engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@fluentui/*', '@rjsf/*'],
              message: 'engine/ stays framework-free.',
            },
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'url'],
              message: 'engine/ has no Node APIs.',
            },
            {
              group: [
                '@server/*',
                '@runtime/*',
                '@studio/*',
                '@widgets/*',
                '../server/*',
                '../runtime/*',
                '../studio/*',
                '../widgets/*',
              ],
              message: 'engine/ imports only schemas/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'process',
      ],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@engine/*', '@server/*', '@runtime/*', '@studio/*', '@widgets/*'],
              message: 'schemas/ imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImportsOnlyEngineAndSchemas] }] },
  },
  // Layers of the server, lowest first: shared/ (role ids, list query shapes, schema validator,
  // passwords), data/ (repositories), domain/ (use cases, AppError), http/ (middleware, statuses),
  // routes/. A layer never imports one above it.
  serverLayer('shared', ['data', 'domain', 'http', 'routes']),
  serverLayer('data', ['domain', 'http', 'routes']),
  serverLayer('domain', ['http', 'routes']),
  {
    files: ['runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '@studio/*', '../server/*', '../studio/*'],
              message: 'runtime/ imports engine/, widgets/ and schemas/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    // runtime/shared/ is what both apps use: it may not reach into the runtime's features, its shell or
    // the runtime's texts (which gather every feature's). The runtime's patterns are repeated because a
    // later block replaces the rule's options instead of adding to them.
    files: ['runtime/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '@studio/*', '../server/*', '../studio/*'],
              message: 'runtime/ imports engine/, widgets/ and schemas/ only.',
            },
            {
              regex: '^@runtime/(?!shared/)',
              message: "runtime/shared/ may not import the runtime's features: the studio uses it too.",
            },
            {
              regex:
                '^(\\.\\./)+(access|administration|fill|mainNavigation|questionnaires|shell|translations|units|users|App|main|routes)(/|$)',
              message: "runtime/shared/ may not import the runtime's features: the studio uses it too.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['studio/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '../server/*'], message: 'studio/ has no server code.' },
            {
              // The live preview renders the fill screen's own question cards, through one explicit module.
              regex: '^@runtime/(?!shared/|fill/preview$)',
              message: 'studio/ uses runtime code only through @runtime/shared/ (and @runtime/fill/preview).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
