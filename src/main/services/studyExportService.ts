/**
 * A saved study as a file: PGN (its lines as main line and variations, with comments and its tags),
 * plain text, and the other formats as their writers land. Text formats take the asked encoding and
 * line ending (encodeText.ts); the answer is the file's text, a file name from the title, its MIME
 * type and its bytes in base64, like `exportLine`.
 */
import type { ExportResult, Lang, StudyExportOptions } from '../../shared/api/contract';
import { FILE_TYPES, type GameTextFormat, writeGameText } from '../../shared/formats/studyFile';
import { gameOfStudy } from '../../shared/study/studyGame';
import type { Catalogue } from '../catalogue/catalogue';
import { encodeText } from '../export/encodeText';
import { GbkEncodingError } from '../export/gbk';
import { failure } from './messages';

/** A title as a file name on every system: no path separators or characters Windows refuses, not empty. */
export function fileNameOf(title: string, extension: string): string {
  const stem = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim().slice(0, 120) || 'study';
  return `${stem}.${extension}`;
}

const TEXT_FORMATS: readonly string[] = ['pgn', 'text'];

export function exportStudy(catalogue: Catalogue, id: number, options: StudyExportOptions, lang: Lang): ExportResult {
  const study = catalogue.study(id);
  if (!study) return failure('no-study', lang, String(id));
  if (!TEXT_FORMATS.includes(options.format)) return failure('export-format', lang, options.format);
  const format = options.format as GameTextFormat;
  const text = writeGameText(gameOfStudy(study), format, options.notation, lang);
  let bytes: Uint8Array;
  try {
    bytes = encodeText(text, options.encoding, options.lineEnding ?? 'lf');
  } catch (error) {
    if (error instanceof GbkEncodingError) return failure('encoding', lang, error.message);
    throw error;
  }
  const type = FILE_TYPES[format];
  return {
    ok: true, text, fileName: fileNameOf(study.title, type.extension),
    mimeType: `${type.mimeType}; charset=${options.encoding === 'gbk' ? 'gbk' : 'utf-8'}`, base64: Buffer.from(bytes).toString('base64'),
  };
}
