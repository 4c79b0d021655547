// Lint: TypeScript rules plus the dependency direction of DESIGN.md, enforced with
// `no-restricted-imports` per folder (what a folder may NOT import).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

// What a folder may still import from a folder it must not import: the page and the service worker
// share sw/protocol.ts (cache names, messages), nothing else of the worker.
const EXCEPT = { sw: ['protocol'] }

const forbid = (folders) => ({
  'no-restricted-imports': [
    'error',
    {
      // Relative imports that climb out to a top-level folder (`../api/x`, `../../api/x`); a
      // same-named folder inside the importing folder (`./routes/content`) is not affected.
      patterns: folders.map((f) => {
        const allowed = (EXCEPT[f] ?? []).map((name) => `(?!${name}$)`).join('')
        return {
          regex: `^(\\.\\./){1,3}${f}(/${allowed}.*)?$`,
          message: `DESIGN.md: this folder must not import from ${f}/`,
        }
      }),
    },
  ],
})

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.sandbox-data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Folder → the top-level folders it must not import (DESIGN.md, "Folders").
  ...Object.entries({
    content: ['sites', 'pages', 'components', 'shell', 'api', 'renderer', 'sandbox', 'sw'],
    api: ['sites', 'pages', 'components', 'shell', 'renderer', 'sandbox', 'sw', 'content'],
    sandbox: ['sites', 'pages', 'components', 'shell', 'api', 'renderer', 'sw', 'content'],
    components: ['sites', 'pages', 'shell', 'renderer', 'sandbox', 'sw'],
    sites: ['pages', 'shell', 'renderer', 'sandbox', 'sw'],
    shell: ['pages', 'renderer', 'sandbox', 'sw'],
    pages: ['renderer', 'sandbox', 'sw'],
    renderer: ['sandbox', 'pages'],
    sw: ['sites', 'pages', 'components', 'shell', 'api', 'renderer', 'sandbox', 'content'],
  }).map(([folder, banned]) => ({ files: [`${folder}/**`], rules: forbid(banned) })),
)
