import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves the built app from apps/web/dist; in development the API is proxied to it.
export default defineConfig({
  plugins: [react()],
  // '@/…' imports resolve to src/ through the paths of tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|i18next|react-i18next|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is|clsx|prop-types)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/pim': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
});
