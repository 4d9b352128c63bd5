// Lint, and above all the layer rules of docs/architecture.md: the pure core imports neither Node nor
// Electron, the UI imports neither Node, Electron nor the services, and only the Electron shell
// (src/main/electron, src/preload) imports `electron`. Codes inside, words at the edges: the catalogue
// of words (src/shared/words) is imported by the edges alone (the renderer, the CLI, the hosts, the
// engine's messages to a GUI, and the two exports that write words in the language their options
// name); the core and the services return codes.
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const electron = { name: 'electron', message: 'Only src/main/electron and src/preload may import electron.' };
const node = nodeBuiltins.map((name) => ({ name, message: 'This layer must not depend on Node built-ins.' }));
const upward = { group: ['**/main/**', '**/preload/**', '**/renderer/**'], message: 'src/shared is the bottom layer.' };
const words = {
  group: ['**/words/*'],
  message: 'Codes inside, words at the edges: the core and the services return codes (shared/api/problem.ts); only the edges word them.',
};

/** The edges of src/main, which word what they show: the CLI, the hosts, the engine's messages, the exports that write words. */
const MAIN_EDGES = [
  'src/main/cli/**', 'src/main/electron/**', 'src/main/host/**', 'src/main/search/engine/**',
  'src/main/services/exportService.ts', 'src/main/services/studyExportService.ts',
];

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
    rules: { 'no-restricted-imports': ['error', { paths: [electron, ...node], patterns: [upward, words] }] },
  },
  {
    files: ['src/shared/words/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electron, ...node], patterns: [upward] }] },
  },
  {
    files: ['src/main/**'],
    ignores: MAIN_EDGES,
    rules: { 'no-restricted-imports': ['error', { paths: [electron], patterns: [words] }] },
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
