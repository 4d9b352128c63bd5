/**
 * A saved study as a file, its whole document (gameDocument.ts makes the game: every metadata tag,
 * the result, the notes, the whole move tree with comments and marks): PGN, DhtmlXQ, XQF, a diagram as SVG or PNG, or text to paste into a forum post (the
 * text diagram, then the study in plain text). The text formats take the asked encoding and line
 * ending (encodeText.ts); XQF writes its strings in GBK whatever is asked, SVG is UTF-8. The answer
 * is the file's text (empty for XQF and PNG), a file name from the title, its MIME type and its
 * bytes in base64, like `exportLine`. An export that writes words: a diagram's caption and the text's
 * labels are in the language its options name, which is why, of the services, it may word
 * (eslint.config.js).
 */
import type { ExportResult, StudyExportOptions } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import type { Diagram, PieceStyle } from '../../shared/formats/diagram/diagram';
import { diagramSvg } from '../../shared/formats/diagram/svg';
import { diagramText } from '../../shared/formats/diagram/text';
import { FILE_TYPES, writeGameFile } from '../../shared/formats/studyFile';
import { parseIccs } from '../../shared/notation/iccs';
import { Position } from '../../shared/rules/position';
import { parseStipulation } from '../../shared/study/stipulation';
import { writePlainText } from '../../shared/words/plainText';
import { sayStipulation } from '../../shared/words/say';
import type { StudyDocument } from '../../shared/study/document';
import { gameOfDocument } from '../../shared/study/gameDocument';
import type { Catalogue } from '../catalogue/catalogue';
import { encodeText } from '../export/encodeText';
import { GbkEncodingError, encodeGbk } from '../export/gbk';
import { knownProblem } from './knownErrors';
import { diagramPng } from '../export/png';
import type { Lang } from '../../shared/lang';

/** A title as a file name on every system: no path separators or characters Windows refuses, not empty. */
export function fileNameOf(title: string, extension: string): string {
  const stem = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim().slice(0, 120) || 'study';
  return `${stem}.${extension}`;
}

/** The study's diagram: its caption in `lang`, its pieces in the asked style, and its key (the main line's first move) as an arrow when asked; a published study hides it. */
function diagramOf(study: StudyDocument, arrows: boolean, lang: Lang, pieceStyle: PieceStyle = 'board'): Diagram {
  const stipulation = parseStipulation(study.stipulation);
  const first = study.tree.children[0]?.data.iccs;
  const move = arrows && first !== undefined ? parseIccs(Position.fromFen(study.fen), first) : undefined;
  return {
    fen: study.fen, title: study.meta.title, composer: study.meta.author, stipulation: stipulation ? sayStipulation(stipulation, lang) : '',
    pieceStyle, ...(move?.ok ? { arrow: move.value } : {}),
  };
}

interface File {
  readonly text: string;
  readonly bytes: Uint8Array;
  readonly extension: string;
  readonly mimeType: string;
}

function studyFile(study: StudyDocument, options: StudyExportOptions): File {
  const { lang } = options;
  const encode = (text: string) => encodeText(text, options.encoding, options.lineEnding ?? 'lf');
  const charset = `; charset=${options.encoding === 'gbk' ? 'gbk' : 'utf-8'}`;
  switch (options.format) {
    case 'svg': {
      const svg = diagramSvg(diagramOf(study, options.arrows ?? false, lang, options.pieceStyle));
      return { text: svg, bytes: new TextEncoder().encode(svg), extension: 'svg', mimeType: 'image/svg+xml' };
    }
    case 'png':
      return { text: '', bytes: diagramPng(diagramSvg(diagramOf(study, options.arrows ?? false, lang, options.pieceStyle))), extension: 'png', mimeType: 'image/png' };
    case 'text': {
      // The diagram, then the study printed whole: its metadata with their labels, the notes, the moves.
      const text = `${diagramText(diagramOf(study, false, lang))}\n${writePlainText(gameOfDocument(study), options.notation, lang)}`;
      return { text, bytes: encode(text), extension: FILE_TYPES.text.extension, mimeType: FILE_TYPES.text.mimeType + charset };
    }
    default: {
      const type = FILE_TYPES[options.format];
      const file = writeGameFile(gameOfDocument(study), options.format, { notation: options.notation, encodeGbk });
      return 'bytes' in file ? { text: '', bytes: file.bytes, extension: type.extension, mimeType: type.mimeType }
        : { text: file.text, bytes: encode(file.text), extension: type.extension, mimeType: type.mimeType + charset };
    }
  }
}

export function exportStudy(catalogue: Catalogue, id: number, options: StudyExportOptions): ExportResult {
  const study = catalogue.studies.get(id);
  if (!study) return failure('no-study', { id });
  let file: File;
  try {
    file = studyFile(study, options);
  } catch (error) {
    if (error instanceof GbkEncodingError) return { ok: false, errors: [knownProblem(error)!] };
    throw error;
  }
  return {
    ok: true, text: file.text, fileName: fileNameOf(study.meta.title, file.extension), mimeType: file.mimeType,
    base64: Buffer.from(file.bytes).toString('base64'),
  };
}
