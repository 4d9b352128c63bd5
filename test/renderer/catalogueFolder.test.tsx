/**
 * The catalogue screen says where the tables are and what else opening the folder found; sizes read
 * at a glance; a corrupt DTM table is named beside its material's status, which stays the DTC table's.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CanjuApi, TableInfo } from '../../src/shared/api/contract';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Catalogue, FolderNotes, fileSize } from '../../src/renderer/src/screens/Catalogue';

describe('the tables folder on the catalogue screen', () => {
  it('names the folder, and lists recovered, held and foreign files', () => {
    const folder = { dir: 'D:\\残局', recovered: ['KR-K.cjtb.tmp-12'], keptTemporary: ['KN-K.cjtb.tmp-13'], foreign: ['._KR-K.cjtb'] };
    const html = renderToStaticMarkup(<FolderNotes t={zh} folder={folder} />);
    expect(html).toContain('残局库目录：<code>D:\\残局</code>');
    expect(html).toContain('KR-K.cjtb.tmp-12');
    expect(html).toContain('KN-K.cjtb.tmp-13 正被其他程序占用');
    expect(html).toContain('._KR-K.cjtb 不是残局库文件');
    expect(renderToStaticMarkup(<FolderNotes t={en} folder={folder} />)).toContain('._KR-K.cjtb is not a table');
    expect(renderToStaticMarkup(<FolderNotes t={zh} folder={{ ...folder, recovered: [], keptTemporary: [], foreign: [] }} />)).not.toContain('folder-notes');
  });

  it('shows small tables in kB, not as 0.00 MB', () => {
    expect(fileSize(null)).toBe('—');
    expect(fileSize(1_234)).toBe('1.2 kB');
    expect(fileSize(40)).toBe('0.1 kB');
    expect(fileSize(137_400_000)).toBe('137.4 MB');
    expect(fileSize(2_500_000_000)).toBe('2.50 GB');
  });
});

describe('a corrupt DTM table on the catalogue screen', () => {
  const row = (material: string, dtmProblem: string | null): TableInfo => ({
    material, chineseName: material, status: 'complete', sizeBytes: 1000, indexSize: 100, seconds: 1, peakRssBytes: 1,
    createdAt: null, problem: null, dtmProblem, hasDtm: false, statistics: null,
  });
  const tables = [row('KR-KA', '/t/KR-KA.cjdtm: block checksum mismatch (side red to move, block 0)'), row('KR-K', null)];
  const screenIn = (lang: 'zh' | 'en') => renderToStaticMarkup(
    <Catalogue api={{} as CanjuApi} t={lang === 'zh' ? zh : en} lang={lang} tables={tables} folder={null} onOpen={() => undefined} />,
  );

  it('says so beside the status, the DTC table still present, in either language', () => {
    const html = screenIn('zh');
    expect(html).toContain('已有<span class="status-corrupt" data-testid="dtm-corrupt-KR-KA"> · DTM 库损坏</span>');
    expect(html).not.toContain('dtm-corrupt-KR-K"');
    expect(screenIn('en')).toContain('present<span class="status-corrupt" data-testid="dtm-corrupt-KR-KA"> · DTM table corrupt</span>');
  });
});
