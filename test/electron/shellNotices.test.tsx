// @vitest-environment happy-dom
/**
 * The shell's notices in the window: a folder move under way covers the page with its progress and a
 * Cancel that reaches the shell, its end is told, and a reloaded crash is told with the log file; in
 * both languages, each whole. Without a shell (the browser mode) nothing shows.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShellBridge, ShellNotice } from '../../src/shared/api/shellBridge';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { ShellNotices, sizeText } from '../../src/renderer/src/ShellNotices';

afterEach(cleanup);

function fakeShell() {
  let listener: ((notice: ShellNotice) => void) | null = null;
  const record = { cancels: 0 };
  const bridge: ShellBridge = {
    locale: 'zh-CN',
    onNotice: (l) => {
      listener = l;
      return () => (listener = null);
    },
    cancelFolderMove: async () => void record.cancels++,
  };
  return { bridge, record, tell: (notice: ShellNotice) => act(() => listener!(notice)) };
}

const route = { from: 'C:\\Users\\li\\AppData\\Local\\Canju\\tables', to: 'E:\\残局' };

describe('the shell\'s notices', () => {
  it('shows a move with its progress and a Cancel that reaches the shell, then how it ended', () => {
    const { bridge, record, tell } = fakeShell();
    render(<ShellNotices t={zh} bridge={bridge} />);
    expect(screen.queryByTestId('folder-move')).toBeNull();
    tell({ type: 'folder-move', state: 'moving', ...route, doneBytes: 1.5e9, totalBytes: 4e9, cancelling: false });
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('正在移动残局库目录');
    expect((screen.getByTestId('folder-move-progress') as HTMLProgressElement).value).toBe(1.5e9);
    expect(screen.getByTestId('folder-move-bytes').textContent).toBe('已移动 1.50 GB，共 4.00 GB');
    fireEvent.click(screen.getByTestId('folder-move-cancel'));
    expect(record.cancels).toBe(1);
    tell({ type: 'folder-move', state: 'moving', ...route, doneBytes: 1.6e9, totalBytes: 4e9, cancelling: true });
    expect((screen.getByTestId('folder-move-cancel') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('folder-move').textContent).toContain(zh.shell.cancelling);
    tell({ type: 'folder-move', state: 'cancelled', ...route });
    expect(screen.queryByTestId('folder-move')).toBeNull();
    expect(screen.getByTestId('folder-move-outcome').textContent).toContain(`已取消移动，残局库仍在 ${route.from}`);
    fireEvent.click(screen.getByText(zh.shell.dismiss));
    expect(screen.queryByTestId('folder-move-outcome')).toBeNull();
  });

  it('tells a failed move with the system\'s reason, and a move done, in English', () => {
    const { bridge, tell } = fakeShell();
    render(<ShellNotices t={en} bridge={bridge} />);
    tell({ type: 'folder-move', state: 'failed', ...route, reason: 'ENOSPC: no space left on device, write' });
    expect(screen.getByRole('alert').textContent).toContain(`The tables were not moved; they are still in ${route.from}, and both folders are as they were. Reason: ENOSPC`);
    tell({ type: 'folder-move', state: 'moved', ...route });
    expect(screen.getByRole('status').textContent).toContain(`The tables are now in ${route.to}.`);
  });

  it('tells that the page crashed and was reloaded, naming the log file', () => {
    const { bridge, tell } = fakeShell();
    render(<ShellNotices t={en} bridge={bridge} />);
    tell({ type: 'renderer-crashed', reason: 'oom', logFile: 'C:\\Users\\li\\AppData\\Roaming\\Canju 残局\\logs\\canju.log' });
    expect(screen.getByTestId('renderer-crashed').textContent).toContain('please send us the log file: C:\\Users\\li\\AppData\\Roaming\\Canju 残局\\logs\\canju.log');
  });

  it('shows nothing without a shell', () => {
    const { container } = render(<ShellNotices t={zh} bridge={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('words sizes in MB and GB', () => {
    expect(sizeText(0)).toBe('0.0 MB');
    expect(sizeText(137e6)).toBe('137.0 MB');
    expect(sizeText(4.63e9)).toBe('4.63 GB');
  });
});
