import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

// One client build for every tenant; scripts/build-tenants.ts pre-renders it once per tenant.
export default defineConfig({
  plugins: [vike(), react()],
  // BUILD_SOURCEMAP=1 adds source maps (bench/bundle-makeup.ts reads them to attribute bytes).
  build: { outDir: 'dist/.build', target: 'es2022', sourcemap: Boolean(process.env.BUILD_SOURCEMAP) },
  server: { port: 5173 },
})
