import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  // The direction of imports between the layers is checked by dependency-cruiser (.dependency-cruiser.cjs), also in npm run lint.
  {
    // dependency-cruiser loads its configuration and reporters as CommonJS.
    files: ['.dependency-cruiser*.cjs', 'scripts/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
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
