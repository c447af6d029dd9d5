import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The direction of imports of ../shared/ARCHITECTURE.md: app → components/site → features → components/admin, components/ui, lib, db. */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [`@/${group}`, `@/${group}/**`], message: why })) }],
  },
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', '.e2e-data/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts'],
  },
  {
    // The public pages link with plain <a>: they come whole from the page cache, and next/link would add its
    // router code and prefetches to every page's JavaScript (README, "Page budgets"). The admin keeps <Link>.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // dependency-cruiser loads its configuration and reporters as CommonJS.
    files: ['.dependency-cruiser*.cjs', 'scripts/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  layer(['src/lib/**', 'src/db/**'], ['app', 'components', 'features'], 'lib and db sit at the bottom: they import no feature, component or route.'),
  layer(['src/components/ui/**', 'src/components/marketing/**'], ['app', 'features', 'db', 'components/site', 'components/admin'], 'UI primitives and marketing sections know no feature and no database.'),
  layer(['src/features/**'], ['app', 'components/site'], 'A feature is composed by routes and the chrome, never the other way round.'),
  layer(['src/components/admin/**'], ['app', 'features', 'db', 'components/site'], 'The admin toolkit serves every feature and knows none of them.'),
  layer(['src/components/site/**'], ['app'], 'The chrome is composed by routes.'),
  {
    // Every admin server action is made by the one wrapper that checks the role and validates the input.
    files: ['src/features/**/admin-actions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportNamedDeclaration > FunctionDeclaration', message: 'Export admin actions as `export const name = adminAction(schema, handler)`.' },
        { selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.callee.name!='adminAction']", message: 'Export admin actions as `export const name = adminAction(schema, handler)`.' },
        { selector: 'ExportDefaultDeclaration', message: 'Export admin actions as `export const name = adminAction(schema, handler)`.' },
      ],
    },
  },
  {
    // The admin actions as forms and list buttons use them (useActionState) come from the toolkit's two wrappers.
    files: ['src/features/**/admin-form-actions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportNamedDeclaration > FunctionDeclaration', message: 'Export them as `export const name = adminFormAction(…)` or `adminRowAction(…)`.' },
        { selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.callee.name!=/^admin(Form|Row)Action$/]', message: 'Export them as `export const name = adminFormAction(…)` or `adminRowAction(…)`.' },
        { selector: 'ExportDefaultDeclaration', message: 'Export them as `export const name = adminFormAction(…)` or `adminRowAction(…)`.' },
      ],
    },
  },
];

export default config;
