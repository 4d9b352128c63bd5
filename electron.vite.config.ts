import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { cspMetaPlugin } from './scripts/cspMetaPlugin';
import { KEEP_CONST_BINDINGS } from './scripts/keepConstBindings';

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          // The Electron entry, the CLI, the browser host and the generation worker share the Node services.
          index: resolve('src/main/electron/index.ts'),
          cli: resolve('src/main/cli/index.ts'),
          serve: resolve('src/main/host/serve.ts'),
          generateWorker: resolve('src/main/tablebase/generate/worker.ts'),
          searchWorker: resolve('src/main/search/worker.ts'),
        },
        output: KEEP_CONST_BINDINGS,
      },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // Sandboxed preload scripts must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    build: { rollupOptions: { input: resolve('src/renderer/index.html') } },
    plugins: [react(), cspMetaPlugin()],
  },
});
