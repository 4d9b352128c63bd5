/**
 * What the desktop shell tells the window beside the API (shared/api/shellBridge.ts): a tables folder
 * move under way, shown over the page (the services are closed meanwhile) with its progress and a
 * Cancel; how the move ended; and a page that crashed and was reloaded. The browser mode has no shell
 * and shows nothing.
 */
import { useEffect, useState } from 'react';
import type { FolderMoveNotice, RendererCrashNotice, ShellBridge } from '../../shared/api/shellBridge';
import type { Strings } from './i18n/zh';

declare global {
  interface Window {
    canjuShell?: ShellBridge;
  }
}

/** Bytes as a person reads them: MB below a gigabyte, GB with two decimals above. */
export function sizeText(bytes: number): string {
  return bytes < 1e9 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e9).toFixed(2)} GB`;
}

const BACKDROP = { position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.35)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 10 } as const;

export function ShellNotices({ t, bridge = window.canjuShell }: { t: Strings; bridge?: ShellBridge }) {
  const [move, setMove] = useState<FolderMoveNotice | null>(null);
  const [crash, setCrash] = useState<RendererCrashNotice | null>(null);
  useEffect(() => bridge?.onNotice((notice) => (notice.type === 'folder-move' ? setMove(notice) : setCrash(notice))), [bridge]);
  const s = t.shell;

  return (
    <>
      {move?.state === 'moving' && (
        <div style={BACKDROP}>
          <section className="confirm" role="dialog" aria-modal="true" aria-label={s.movingTitle} data-testid="folder-move">
            <h2>{s.movingTitle}</h2>
            <p>{move.from} → {move.to}</p>
            <progress max={Math.max(move.totalBytes, 1)} value={move.doneBytes} data-testid="folder-move-progress" />
            <p data-testid="folder-move-bytes">{s.moved(sizeText(move.doneBytes), sizeText(move.totalBytes))}</p>
            <p>{move.cancelling ? s.cancelling : s.movingHint}</p>
            <button type="button" disabled={move.cancelling} onClick={() => void bridge?.cancelFolderMove()} data-testid="folder-move-cancel">{s.cancelMove}</button>
          </section>
        </div>
      )}
      {move && move.state !== 'moving' && (
        <p role={move.state === 'failed' ? 'alert' : 'status'} className={`banner${move.state === 'failed' ? ' problems' : ''}`} data-testid="folder-move-outcome">
          {move.state === 'moved' ? s.moveDone(move.to) : move.state === 'cancelled' ? s.moveCancelled(move.from) : s.moveFailed(move.from, move.reason)}
          {' '}<button type="button" onClick={() => setMove(null)}>{s.dismiss}</button>
        </p>
      )}
      {crash && (
        <p role="alert" className="banner problems" data-testid="renderer-crashed">
          {s.crashed(crash.logFile)}
          {' '}<button type="button" onClick={() => setCrash(null)}>{s.dismiss}</button>
        </p>
      )}
    </>
  );
}
