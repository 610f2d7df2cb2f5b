// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** File names are kebab-case (STYLE.md §11); a tiny local rule keeps it so. */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { kebab: 'File names are kebab-case: {{name}}' } },
  create(context) {
    const name = context.filename.split('/').pop() ?? '';
    const stem = name.replace(
      /(\.(test|e2e|bench|config|d|routes|service|repository|port|adapter|jobs))*\.(ts|tsx|js|mjs)$/,
      '',
    );
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem))
          context.report({ node, messageId: 'kebab', data: { name } });
      },
    };
  },
};

/** Imports flow toward packages/shared only: web and server never import each other. */
const boundary = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: forbidden.map((f) => `**/${f}/**`),
          message: 'apps/web and apps/server import only @groundwork/shared.',
        },
        {
          group: ['@groundwork/server', '@groundwork/server/*', '@groundwork/web', '@groundwork/web/*'],
          message: 'Import only @groundwork/shared.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.d.ts',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'scripts/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['packages/shared/**'], rules: boundary(['apps']) },
  { files: ['apps/server/**'], rules: boundary(['apps/web', 'web/src']) },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...boundary(['apps/server', 'server/src']), ...reactHooks.configs.recommended.rules },
  },
);
