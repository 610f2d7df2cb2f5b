// @ts-check
import { dirname, resolve } from 'node:path';
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

const WEB_SRC = '/apps/web/src/';
/** Where a path sits in apps/web/src: its top folder and, under features/, the feature and the rest. */
const webArea = (path, src) => {
  const [top = '', feature = '', ...rest] = path.slice(src.length).split('/');
  return top === 'features' ? { top, feature, rest } : { top, feature: '', rest: [] };
};

/**
 * The web app's layers (docs/decisions/0031-web-structure.md): app/ composes features; a feature imports
 * another feature only through its public entry (`features/<name>/index.ts`), never its internals;
 * shared code (components/, lib/, config/) imports neither features nor app/; features import no app/
 * code outside their tests.
 */
const webBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internals:
        'features/{{from}} may import features/{{to}} only through its public entry (features/{{to}}/index.ts), not {{path}}.',
      shared: '{{from}}/ is shared code: it imports no feature and nothing from app/ ({{path}}).',
      app: 'A feature imports nothing from app/ ({{path}}); the route composes the feature instead.',
    },
  },
  create(context) {
    const file = context.filename;
    const at = file.indexOf(WEB_SRC);
    if (at < 0) return {};
    const src = file.slice(0, at + WEB_SRC.length);
    const from = webArea(file, src);
    const isTest = /\.test\.tsx?$/.test(file);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(src)) return;
      const to = webArea(target, src);
      const path = target.slice(src.length);
      const isPublicEntry =
        to.rest.length === 0 || (to.rest.length === 1 && /^index(\.tsx?)?$/.test(to.rest[0]));
      if (from.top === 'features' && to.top === 'features' && to.feature !== from.feature && !isPublicEntry)
        context.report({ node, messageId: 'internals', data: { from: from.feature, to: to.feature, path } });
      else if (['components', 'lib', 'config'].includes(from.top) && ['features', 'app'].includes(to.top))
        context.report({ node, messageId: 'shared', data: { from: from.top, path } });
      else if (from.top === 'features' && to.top === 'app' && !isTest)
        context.report({ node, messageId: 'app', data: { path } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
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
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles, 'web-boundaries': webBoundaries } } },
    rules: {
      'local/kebab-case-files': 'error',
      'local/web-boundaries': 'error',
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
