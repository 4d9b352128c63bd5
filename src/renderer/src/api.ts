/**
 * The one place that knows which host serves the API. Under Electron the preload exposes
 * `window.canju`; the browser host (planned) will provide a client with the same interface.
 */
import type { CanjuApi } from '../../shared/api/contract';

declare global {
  interface Window {
    canju?: CanjuApi;
  }
}

export function connectApi(): CanjuApi | undefined {
  return window.canju;
}
