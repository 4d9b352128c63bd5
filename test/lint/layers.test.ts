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

  it('the core and the services may not import the catalogue of words; the edges may', async () => {
    const say = (from: string) => `import { say } from '${from}';\nexport const x = say;\n`;
    expect(await problems(say('../words/say'), 'src/shared/rules/x.ts')).toHaveLength(1);
    expect(await problems(say('../words/zh'), 'src/shared/study/x.ts')).toHaveLength(1);
    expect(await problems(say('../../shared/words/say'), 'src/main/services/x.ts')).toHaveLength(1);
    expect(await problems(say('../../shared/words/en'), 'src/main/tablebase/x.ts')).toHaveLength(1);
    expect(await problems(say('./say'), 'src/shared/words/x.ts')).toHaveLength(0);
    expect(await problems(say('../../../shared/words/say'), 'src/renderer/src/x.ts')).toHaveLength(0);
    expect(await problems(say('../../shared/words/say'), 'src/main/cli/x.ts')).toHaveLength(0);
    expect(await problems(say('../../shared/words/say'), 'src/main/host/x.ts')).toHaveLength(0);
    expect(await problems(say('../../../shared/words/say'), 'src/main/search/engine/x.ts')).toHaveLength(0);
    expect(await problems(say('../../shared/words/say'), 'src/main/services/exportService.ts')).toHaveLength(0);
  });
});
