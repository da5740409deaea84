import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // next-intl's navigation imports `next/navigation` without an extension, which Node's ESM loader
    // cannot resolve in Next's CommonJS package; through Vite it resolves as in the app.
    server: { deps: { inline: ['next-intl'] } },
  },
});
