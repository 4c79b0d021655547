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

const forbid = (folders, typeOnly = [], extra = []) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        ...extra,
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
    [
      ...extra,
      ...[...folders, ...typeOnly].map((f) => ({
        regex: climbingTo(f),
        message: `docs/architecture.md: this folder must not import from ${f}/, not even with import()`,
      })),
    ],
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

// The folders that build, run, test and measure the app; none of the app's folders imports them.
const TOOLING = ['scripts', 'deploy', 'bench', 'tests', 'testkit']

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

// File and folder names, one convention per folder (docs/architecture.md, "File and folder names"):
// - `module` (the default, every folder): a module is camelCase (`pageData.ts`), a `.tsx` file is
//   its component's PascalCase name or a hook's camelCase one, Vike's files keep Vike's names (`+Page.tsx`);
// - `command` (bench/*.ts, tests/{unit,integration,e2e}/): kebab-case, as typed on a command line
//   (`npm run bench -- first-load`) or read in a test report (`accounts-login.spec.ts`);
// - `toolConfig` (the root): a tool's own configuration name (`vite.config.ts`, `eslint.config.js`).
// A folder is camelCase, except pages/ (the route's own spelling: `Liga-Smk`, `_error`) and a
// landing family under sites/landings/ (its layout key: `asean-foundation`).
const FILE_NAME = {
  module: {
    test: (name, ext) =>
      name.startsWith('+') || (ext === '.tsx' ? /^[A-Za-z][A-Za-z0-9]*$/ : /^[a-z][A-Za-z0-9]*$/).test(name),
    says: 'camelCase for a module, PascalCase for a component',
  },
  command: {
    test: (name) => /^[a-z0-9]+(-[a-z0-9]+)*(\.(test|spec))?$/.test(name),
    says: 'kebab-case, as typed on a command line',
  },
  toolConfig: {
    test: (name) => /^[a-z]+\.config$/.test(name),
    says: "a tool's configuration name (`<tool>.config`)",
  },
}
const folderNameOk = (folders, index) => {
  const [name, top, parent] = [folders[index], folders[0], folders[index - 1]]
  if (top === 'pages') return /^_?[A-Za-z][A-Za-z0-9-]*$/.test(name)
  if (top === 'sites' && parent === 'landings') return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)
  return /^[a-z][A-Za-z0-9]*$/.test(name)
}
const fileNames = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [{ enum: Object.keys(FILE_NAME) }] },
      create(context) {
        const style = FILE_NAME[context.options[0] ?? 'module']
        const relative = path.relative(import.meta.dirname, context.filename).split(path.sep)
        const [base, folders] = [relative.at(-1), relative.slice(0, -1)]
        const [name, ext] = [base.replace(/\.(d\.)?[mc]?[jt]sx?$/, ''), path.extname(base)]
        const problems = [
          ...(style.test(name, ext) ? [] : [`file name "${base}": ${style.says}`]),
          ...folders.flatMap((folder, index) =>
            folderNameOk(folders, index)
              ? []
              : [
                  `folder name "${folders.slice(0, index + 1).join('/')}": camelCase (a route's spelling in pages/)`,
                ],
          ),
        ]
        return {
          Program: (node) =>
            problems.forEach((problem) =>
              context.report({ node, message: `${problem} (docs/architecture.md, "File and folder names")` }),
            ),
        }
      },
    },
  },
}

/** The project's own rules, one plugin object (ESLint refuses two objects under one name). */
const local = { rules: { ...fileNames.rules, ...dynamicImports.rules } }

// To rename after the current work merges: files other helpers are editing this round (tests/,
// deploy/, scripts/release/, sandbox/), named before these rules covered their folders. The lead
// renames each with `git mv` (and its imports), then deletes its line here.
const TO_RENAME = [
  'sandbox/http-origin.ts', // -> sandbox/httpOrigin.ts
  'sandbox/routes/content-params.ts', // -> sandbox/routes/contentParams.ts
  'scripts/release/vike-prerender.ts', // -> scripts/release/vikePrerender.ts (bench/build.ts runs it by path)
  'tests/unit/byteLru.test.ts', // -> tests/unit/byte-lru.test.ts
  'tests/unit/calendarFile.test.ts', // -> tests/unit/calendar-file.test.ts
  'tests/unit/edgeConfig.test.ts', // -> tests/unit/edge-config.test.ts
  'tests/unit/pathRules.test.ts', // -> tests/unit/path-rules.test.ts
]

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
  // Node's fetch sends the URL's host and silently drops a Host header: a request meant for one
  // tenant reaches the default one. testkit/hostFetch.ts sends it.
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch'] Property[key.name=/^host$/i]",
          message: "Node's fetch drops a Host header: use testkit/hostFetch.ts (or node:http).",
        },
        {
          selector: "CallExpression[callee.name='fetch'] Property[key.value=/^host$/i]",
          message: "Node's fetch drops a Host header: use testkit/hostFetch.ts (or node:http).",
        },
      ],
    },
  },
  // File and folder names over every folder (see FILE_NAME above).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local },
    rules: { 'local/file-name': ['error', 'module'] },
  },
  {
    files: ['bench/*.ts', 'tests/{unit,integration,e2e}/**'],
    rules: { 'local/file-name': ['error', 'command'] },
  },
  { files: ['*.{ts,js,mjs,cjs}'], rules: { 'local/file-name': ['error', 'toolConfig'] } },
  { files: TO_RENAME, rules: { 'local/file-name': 'off' } },
  // The release tool's path is what release managers and the deployment docs type; it keeps its name.
  { files: ['scripts/build-tenants.ts'], rules: { 'local/file-name': 'off' } },
  // Folder → the top-level folders it must not import (docs/architecture.md, "Folders"); components/ may
  // import types from api/ but no calls or hooks: data comes in through props. The app's folders import
  // none of the tooling; tooling imports the app but not other tooling it would drag along: benches
  // nothing of tests/ (what both use is in testkit/), tests nothing of bench/.
  ...Object.entries({
    content: [
      ['sites', 'pages', 'features', 'components', 'shell', 'api', 'renderer', 'sandbox', 'sw', ...TOOLING],
    ],
    api: [
      [
        'sites',
        'pages',
        'features',
        'components',
        'shell',
        'renderer',
        'sandbox',
        'sw',
        'content',
        ...TOOLING,
      ],
    ],
    sandbox: [
      ['sites', 'pages', 'features', 'components', 'shell', 'api', 'renderer', 'sw', 'content', ...TOOLING],
    ],
    components: [['sites', 'pages', 'features', 'shell', 'renderer', 'sandbox', 'sw', ...TOOLING], ['api']],
    sites: [['pages', 'features', 'shell', 'renderer', 'sandbox', 'sw', ...TOOLING]],
    shell: [['pages', 'features', 'renderer', 'sandbox', 'sw', ...TOOLING]],
    features: [['pages', 'renderer', 'sandbox', 'sw', ...TOOLING]],
    pages: [['renderer', 'sandbox', 'sw', ...TOOLING]],
    renderer: [['sandbox', 'pages', 'features', ...TOOLING]],
    sw: [
      [
        'sites',
        'pages',
        'features',
        'components',
        'shell',
        'api',
        'renderer',
        'sandbox',
        'content',
        ...TOOLING,
      ],
    ],
    deploy: [['sandbox', 'bench', 'tests', 'testkit']],
    scripts: [['bench', 'tests', 'testkit']],
    testkit: [['bench', 'tests']],
    tests: [['bench']],
    bench: [['tests']],
  }).map(([folder, [banned, typeOnly]]) => ({
    files: [`${folder}/**`],
    plugins: { local },
    rules: forbid(banned, typeOnly),
  })),
  // bench/lib/ is what benches share: it imports no bench (`../first-load` from bench/lib/).
  {
    files: ['bench/lib/**'],
    plugins: { local },
    rules: forbid(['tests'], [], [{ regex: '^\\.\\./[^/]+$', message: 'bench/lib/ imports no bench' }]),
  },
)
