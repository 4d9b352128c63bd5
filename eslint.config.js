// Lint, and above all the layer rules of docs/architecture.md: the pure core imports neither Node nor
// Electron, the UI imports neither Node, Electron nor the services, and only the Electron shell
// (src/main/electron, src/preload) imports `electron`.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const electron = { name: 'electron', message: 'Only src/main/electron and src/preload may import electron.' };
const node = nodeBuiltins.map((name) => ({ name, message: 'This layer must not depend on Node built-ins.' }));

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'bench/_*', '.stryker-tmp/**', 'reports/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { paths: [electron] }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [electron, ...node],
        patterns: [{ group: ['**/main/**', '**/preload/**', '**/renderer/**'], message: 'src/shared is the bottom layer.' }],
      }],
    },
  },
  {
    files: ['src/renderer/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [electron, ...node],
        patterns: [{ group: ['**/main/**', '**/preload/**'], message: 'The UI reaches services only through the API contract.' }],
      }],
    },
  },
  {
    files: ['src/main/electron/**', 'src/preload/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
