// Lint: TypeScript rules plus the dependency direction of DESIGN.md, enforced with
// `no-restricted-imports` per folder (what a folder may NOT import), and no import cycles.
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

// What a folder may still import from a folder it must not import: the page and the service worker
// share sw/protocol.ts (cache names, messages), nothing else of the worker.
const EXCEPT = { sw: ['protocol'] }

// Relative imports that climb out to a top-level folder, at any depth (`../api/x`,
// `../../../../api/x`); a same-named folder inside the importing folder (`./routes/content`) is
// not affected.
const climbingTo = (folder) => {
  const allowed = (EXCEPT[folder] ?? []).map((name) => `(?!${name}$)`).join('')
  return `^(\\.\\./)+${folder}(/${allowed}.*)?$`
}

const forbid = (folders, typeOnly = []) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        ...folders.map((f) => ({
          regex: climbingTo(f),
          message: `DESIGN.md: this folder must not import from ${f}/`,
        })),
        ...typeOnly.map((f) => ({
          regex: climbingTo(f),
          allowTypeImports: true,
          message: `DESIGN.md: this folder may import only types from ${f}/ (use \`import type\`)`,
        })),
      ],
    },
  ],
})

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.sandbox-data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Import cycles make module order (and so start-up) fragile: none allowed in the app's code.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    // A dynamic import() runs after both modules have loaded, so it cannot break their order: an
    // api/ domain loads its fetcher that way, and the fetcher imports the domain's query builders.
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  // Folder → the top-level folders it must not import (DESIGN.md, "Folders"); components/ may
  // import types from api/ but no calls or hooks: data comes in through props.
  ...Object.entries({
    content: [['sites', 'pages', 'components', 'shell', 'api', 'renderer', 'sandbox', 'sw']],
    api: [['sites', 'pages', 'components', 'shell', 'renderer', 'sandbox', 'sw', 'content']],
    sandbox: [['sites', 'pages', 'components', 'shell', 'api', 'renderer', 'sw', 'content']],
    components: [['sites', 'pages', 'shell', 'renderer', 'sandbox', 'sw'], ['api']],
    sites: [['pages', 'shell', 'renderer', 'sandbox', 'sw']],
    shell: [['pages', 'renderer', 'sandbox', 'sw']],
    pages: [['renderer', 'sandbox', 'sw']],
    renderer: [['sandbox', 'pages']],
    sw: [['sites', 'pages', 'components', 'shell', 'api', 'renderer', 'sandbox', 'content']],
  }).map(([folder, [banned, typeOnly]]) => ({ files: [`${folder}/**`], rules: forbid(banned, typeOnly) })),
)
