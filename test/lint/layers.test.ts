import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it('the pure core may not import Node built-ins, electron or upper layers', async () => {
    expect(await problems("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/shared/rules/x.ts')).toHaveLength(1);
    expect(await problems("import { Worker } from 'worker_threads';\nexport const x = Worker;\n", 'src/shared/rules/x.ts')).toHaveLength(1);
    expect(await problems("import { app } from 'electron';\nexport const x = app;\n", 'src/shared/x.ts')).toHaveLength(1);
    expect(await problems("import { services } from '../../main/services/positionService';\nexport const x = services;\n", 'src/shared/rules/x.ts')).toHaveLength(1);
  });

  it('the renderer may not import electron, Node or the services', async () => {
    expect(await problems("import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n", 'src/renderer/src/x.ts')).toHaveLength(1);
    expect(await problems("import { services } from '../../main/services/positionService';\nexport const x = services;\n", 'src/renderer/src/x.ts')).toHaveLength(1);
  });

  it('Node services may not import electron; the Electron shell and preload may', async () => {
    expect(await problems("import { app } from 'electron';\nexport const x = app;\n", 'src/main/tablebase/x.ts')).toHaveLength(1);
    expect(await problems("import { app } from 'electron';\nexport const x = app;\n", 'src/main/electron/x.ts')).toHaveLength(0);
    expect(await problems("import { contextBridge } from 'electron';\nexport const x = contextBridge;\n", 'src/preload/x.ts')).toHaveLength(0);
    expect(await problems("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/main/tablebase/x.ts')).toHaveLength(0);
  });
});
