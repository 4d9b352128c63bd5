/**
 * Names every JavaScript object answers to (`constructor`, `__proto__`, `toString` …) are no
 * command, no study action and no field: each is refused as any unknown name is.
 */
import { describe, expect, it } from 'vitest';
import { ARGUMENT_CHECKS } from '../../src/shared/api/contract';
import { cli } from '../support/cli';

const INTERNAL = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'prototype'];

describe('internal names', () => {
  it('are unknown commands and unknown study actions: a usage error, in one line', async () => {
    for (const name of INTERNAL) {
      const command = await cli(name, '--lang', 'en');
      expect(command).toEqual({ code: 2, out: [], err: [`unknown command '${name}'; 'canju help' lists the commands`] });
      const action = await cli('study', name, '--lang', 'zh');
      expect(action.code, name).toBe(2);
      expect(action.err, name).toEqual([expect.stringMatching(new RegExp(`^没有 '${name}' 这个排局操作`))]);
    }
  });

  it('are no fields of an argument object: the exact-field check refuses them, as a host receives them in JSON', () => {
    for (const key of ['constructor', '__proto__', 'toString']) {
      const options = JSON.parse(`{"dtm": true, "${key}": {}}`) as unknown;
      expect(ARGUMENT_CHECKS.startGeneration(['KR-K', options]), key).toBe(`options has an unknown field "${key}"`);
    }
    const query = JSON.parse('{"offset": 0, "limit": 5, "__proto__": {"text": 1}}') as unknown;
    expect(ARGUMENT_CHECKS.listStudies([query])).toBe('query has an unknown field "__proto__"');
    // A required field that only the prototype holds is lacking.
    const inherited = Object.create({ dtm: true }) as unknown;
    expect(ARGUMENT_CHECKS.startGeneration(['KR-K', inherited])).toBe('options lacks the field "dtm"');
  });
});
