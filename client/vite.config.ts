import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './build/antd-static-styles.ts';
import { pdfjsCmaps } from './build/pdfjs-cmaps.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLogin } from './build/prerender-login.ts';

const mockApiUrl = process.env.MOCK_API_URL || 'http://127.0.0.1:3100';

export default defineConfig({
  // Order matters: login.html is written from index.html before antd's stylesheet is linked into it.
  plugins: [react(), prerenderLogin(), antdStaticStyles(), pdfjsCmaps(), precompress()],
  // Sub-applications are registered as VUE_APP_SUB_<name>=<entry> (spec 000 §7); see shared/config/env.ts.
  envPrefix: ['VITE_', 'VUE_APP_SUB_'],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // bench/client.mjs reads which chunks each route needs from the manifest.
    manifest: true,
    // The antd chunk alone is ~900 kB raw; the default 500 kB warning would fire on every build.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 10 },
            // The editor libraries under their own names (each with its dependencies), so that
            // e2e/specs/delivery/script-budgets.spec.ts can tell that the login page and the workbench load none of
            // them. CodeMirror's grammars stay in their own lazy chunks: only the core the code editor imports is named.
            { name: 'quill', test: /node_modules[\\/]quill[\\/]/, priority: 20 },
            { name: 'codemirror', test: /node_modules[\\/]@codemirror[\\/](state|view|language|commands)[\\/]/, priority: 20 },
            { name: 'marked', test: /node_modules[\\/]marked[\\/]/, priority: 20 },
            // The resume readers (简历导入): loaded only when a resume is chosen; named for the same check.
            { name: 'mammoth', test: /node_modules[\\/]mammoth[\\/]/, priority: 20 },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    host: process.env.HOST || '127.0.0.1',
    port: Number(process.env.PORT || 8080),
    strictPort: true,
    proxy: {
      // The sockets first: a more specific prefix must win over the plain /v1 rule.
      '/v1/websocket': { target: mockApiUrl, ws: true, changeOrigin: true },
      '/v1/vxeSocket': { target: mockApiUrl, ws: true, changeOrigin: true },
      '/v1': { target: mockApiUrl, changeOrigin: true },
    },
  },
});
