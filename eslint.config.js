// Lint: TypeScript rules plus the dependency direction of docs/architecture.md, enforced with
// `no-restricted-imports` per folder (what a folder may NOT import), and no import cycles.
import fs from 'node:fs'
import path from 'node:path'
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
          message: `docs/architecture.md: this folder must not import from ${f}/`,
        })),
        ...typeOnly.map((f) => ({
          regex: climbingTo(f),
          allowTypeImports: true,
          message: `docs/architecture.md: this folder may import only types from ${f}/ (use \`import type\`)`,
        })),
      ],
    },
  ],
  // A dynamic import() loads the module all the same (no type-only one exists), so it obeys both lists.
  'local/no-restricted-dynamic-imports': [
    'error',
    [...folders, ...typeOnly].map((f) => ({
      regex: climbingTo(f),
      message: `docs/architecture.md: this folder must not import from ${f}/, not even with import()`,
    })),
  ],
})

// `no-restricted-imports` (ESLint's and typescript-eslint's) looks at import and export declarations
// only: an `import('../features/x')` passed it unseen. This rule applies the same patterns to the
// specifier of every import() whose specifier is a plain string.
const dynamicImports = {
  rules: {
    'no-restricted-dynamic-imports': {
      meta: { type: 'problem', schema: [{ type: 'array' }] },
      create(context) {
        const patterns = (context.options[0] ?? []).map((p) => ({ ...p, re: new RegExp(p.regex) }))
        return {
          ImportExpression(node) {
            const source = node.source
            const spec =
              source.type === 'Literal' && typeof source.value === 'string'
                ? source.value
                : source.type === 'TemplateLiteral' && source.expressions.length === 0
                  ? source.quasis[0]?.value.cooked
                  : undefined
            const hit = spec === undefined ? undefined : patterns.find((p) => p.re.test(spec))
            if (hit) context.report({ node: source, message: hit.message })
          },
        }
      },
    },
  },
}

// features/<area>/ holds a page's code that is not a Vike `+` file (docs/decisions/0007). An area
// imports no other area, except these shared ones, named by what they hold; a shared area imports
// only shared ones. pages/ may import any of them.
const SHARED_FEATURES = ['account', 'showcase', 'listPayload', 'posts']
const featureAreas = fs
  .readdirSync(path.join(import.meta.dirname, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = featureAreas.map((area) => ({
  target: `./features/${area}`,
  from: './features',
  except: [...new Set([area, ...SHARED_FEATURES])].map((name) => `./${name}`),
  message: SHARED_FEATURES.includes(area)
    ? 'a shared feature imports only shared features'
    : `a feature imports another only through a shared one (${SHARED_FEATURES.join(', ')})`,
}))

// Every paged list renders through components/ListResults (error, skeleton, count, empty state and
// page links, docs/pages.md "Lists"): page links alone are ListResults' own.
const listZone = {
  target: ['./features', './pages', './sites', './shell'],
  from: './components/Pagination.tsx',
  message: 'a paged list renders through components/ListResults, which draws its page links',
}

// The README's file names: Vike's files keep Vike's names (`+Page.tsx`), a module is camelCase
// (`pageData.ts`), and a `.tsx` file is its component's PascalCase name or a hook's camelCase one.
const fileNames = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const base = path.basename(context.filename)
        const [name, ext] = [base.replace(/\.(d\.)?tsx?$/, ''), path.extname(base)]
        const ok =
          name.startsWith('+') ||
          (ext === '.tsx' ? /^[A-Za-z][A-Za-z0-9]*$/ : /^[a-z][A-Za-z0-9]*$/).test(name)
        return ok
          ? {}
          : {
              Program: (node) =>
                context.report({
                  node,
                  message: `file name "${base}": camelCase for a module, PascalCase for a component (README, "File names")`,
                }),
            }
      },
    },
  },
}

/** The project's own rules, one plugin object (ESLint refuses two objects under one name). */
const local = { rules: { ...fileNames.rules, ...dynamicImports.rules } }

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
  // The rule above skips type imports and has no option to count them: tests/unit/imports.test.ts
  // counts cycles with them.
  {
    files: ['features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, listZone] }] },
  },
  {
    files: ['{pages,sites,shell}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [listZone] }] },
  },
  // Scripts keep their command names (`build-tenants.ts`); tests and benchmarks are named by subject.
  {
    files: ['{api,components,content,features,pages,renderer,shell,sites,sw}/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/file-name': 'error' },
  },
  // Folder → the top-level folders it must not import (docs/architecture.md, "Folders"); components/ may
  // import types from api/ but no calls or hooks: data comes in through props.
  ...Object.entries({
    content: [['sites', 'pages', 'features', 'components', 'shell', 'api', 'renderer', 'sandbox', 'sw']],
    api: [['sites', 'pages', 'features', 'components', 'shell', 'renderer', 'sandbox', 'sw', 'content']],
    sandbox: [['sites', 'pages', 'features', 'components', 'shell', 'api', 'renderer', 'sw', 'content']],
    components: [['sites', 'pages', 'features', 'shell', 'renderer', 'sandbox', 'sw'], ['api']],
    sites: [['pages', 'features', 'shell', 'renderer', 'sandbox', 'sw']],
    shell: [['pages', 'features', 'renderer', 'sandbox', 'sw']],
    features: [['pages', 'renderer', 'sandbox', 'sw']],
    pages: [['renderer', 'sandbox', 'sw']],
    renderer: [['sandbox', 'pages', 'features']],
    sw: [['sites', 'pages', 'features', 'components', 'shell', 'api', 'renderer', 'sandbox', 'content']],
  }).map(([folder, [banned, typeOnly]]) => ({
    files: [`${folder}/**`],
    plugins: { local },
    rules: forbid(banned, typeOnly),
  })),
)
