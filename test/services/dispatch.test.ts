/**
 * A service that throws answers as an `internal` failure through both hosts: the function Electron's
 * IPC handlers call, and the browser host over HTTP (in-process here, with a service that throws).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CanjuApi } from '../../src/shared/api/contract';
import { OPERATIONS } from '../../src/shared/api/contract';
import { type HttpHost, startHttpHost } from '../../src/main/host/httpHost';
import { dispatch } from '../../src/main/services/dispatch';

function throwingApi(): CanjuApi {
  const methods = Object.fromEntries(OPERATIONS.map((operation) => [operation, async () => {
    throw new Error(`database is locked in ${operation}`);
  }]));
  return { ...methods, onEvent: () => () => undefined } as unknown as CanjuApi;
}

let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('one wrapper for both hosts', () => {
  it('turns an exception into an internal failure naming it (what the IPC handlers return)', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(await dispatch(throwingApi(), 'verifyTable', ['KR-K'])).toEqual({
        ok: false, errors: [{ code: 'internal', params: { detail: 'database is locked in verifyTable' } }],
      });
      expect(await dispatch(throwingApi(), 'listTables', [])).toMatchObject({ ok: false, errors: [{ code: 'internal' }] });
    } finally {
      console.error = quiet;
    }
  });

  it('checks the arguments before any service runs', async () => {
    expect(await dispatch(throwingApi(), 'probe', ['4k4/9/9/9/9/9/9/9/9/3K5 w', 'klingon', 'dtc'])).toEqual({
      ok: false, errors: [{ code: 'bad-argument', params: { detail: 'notation must be one of chinese, wxf, iccs' } }],
    });
  });

  it('answers the same failure over HTTP, with status 500', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      host = await startHttpHost(throwingApi(), '/nonexistent');
      const response = await fetch(`${host.url}/api/openStudy`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[3]' });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ ok: false, errors: [{ code: 'internal', params: { detail: 'database is locked in openStudy' } }] });
    } finally {
      console.error = quiet;
    }
  });
});
