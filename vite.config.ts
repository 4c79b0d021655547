import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

// One client build for every tenant; scripts/build-tenants.ts pre-renders it once per tenant.
export default defineConfig({
  plugins: [vike(), react()],
  build: { outDir: 'dist/.build', target: 'es2022' },
  server: { port: 5173 },
})
