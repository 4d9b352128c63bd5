/**
 * The choices every export offers: the text encoding (remembered across sessions and shared by every
 * export, exportPrefs.ts) and the notation of the moves. The line export (ExportPanel.tsx) and the
 * header's notation (App.tsx) write the same selects and may take these.
 */
import { useState } from 'react';
import type { TextEncodingName } from '../../../shared/api/contract';
import type { Notation } from '../../../shared/notation/types';
import type { Strings } from '../i18n/zh';
import { defaultEncoding, saveEncoding, savedEncoding } from '../settings/exportPrefs';
import type { Lang } from '../../../shared/lang';

/** The encoding to export in: the user's pick, kept for next time, else the language's default. */
export function useExportEncoding(lang: Lang): [TextEncodingName, (chosen: TextEncodingName) => void] {
  const [chosen, setChosen] = useState(savedEncoding);
  const choose = (encoding: TextEncodingName) => {
    setChosen(encoding);
    saveEncoding(encoding);
  };
  return [chosen ?? defaultEncoding(lang), choose];
}

export function EncodingSelect({ value, onChange, testId }: { value: TextEncodingName; onChange(encoding: TextEncodingName): void; testId: string }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as TextEncodingName)} data-testid={testId}>
      <option value="gbk">GBK</option>
      <option value="utf-8">UTF-8</option>
      <option value="utf-8-bom">UTF-8 BOM</option>
    </select>
  );
}

export function NotationSelect({ t, value, onChange, testId }: { t: Strings; value: Notation; onChange(notation: Notation): void; testId: string }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as Notation)} data-testid={testId}>
      <option value="chinese">{t.notation.chinese}</option>
      <option value="wxf">{t.notation.wxf}</option>
      <option value="iccs">{t.notation.iccs}</option>
    </select>
  );
}
