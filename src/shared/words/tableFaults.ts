/** What a table file failed (tablebase/tableFault.ts) in Chinese, and in English as the fault's own text: the file, the fault, and a block's side and number. */
import type { Lang } from '../lang';
import { type FaultTexts, type FileFault, type TableFault, type TablePart, describeFileFault } from '../tablebase/tableFault';

const PARTS_ZH: Readonly<Record<TablePart, string>> = {
  'prefix': '文件头', 'header': '头部', 'header checksum': '头部校验和', 'block index': '块索引', 'block index checksum': '块索引校验和', 'end marker': '结束标记',
};

const CHINESE: FaultTexts = {
  'not-regular': () => '不是普通文件',
  'truncated': (f) => `文件被截断（${PARTS_ZH[f.part]}超出文件的 ${f.size} 字节）`,
  'bad-magic': () => '不是 Canju 残局库文件（文件标识不符）',
  'header-length': () => '头部长度已损坏',
  'header-checksum': () => '头部校验和不符',
  'header-json': () => '头部不是有效的 JSON',
  'format': (f) => `不支持的格式版本 ${f.format}`,
  'metric': (f) => `未知的度量 ${f.metric}`,
  'no-material': (f) => `头部没有给出有效的子力：${f.material}（${f.reason}）`,
  'scheme': (f) => `未知的索引方案 ${f.scheme}`,
  'entries': (f) => `头部写每方 ${f.entries} 个索引项，而 ${f.material} 的索引有 ${f.size} 个`,
  'scheme-format': (f) => `索引方案为 ${f.scheme}，而格式 ${f.format} 使用方案 ${f.expected}`,
  'holds-material': (f) => `其中是 ${f.holds} 的库，不是 ${f.named}`,
  'holds-metric': (f) => `其中是 ${f.holds} 库，不是 ${f.named} 库`,
  'digit-order': (f) => `头部的数位顺序无效（${f.reason}）`,
  'index-checksum': () => '块索引校验和不符',
  'length': (f) => `文件长 ${f.size} 字节，而数据块结束于 ${f.end}：被截断或有多余数据`,
  'end-marker': () => '结束标记已损坏',
  'payload-checksum': () => '头部的数据校验和与块索引不符',
  'block-checksum': () => '数据块校验和不符',
  'block-size': () => '数据块解压后的大小不对',
  'dtc-too-long': (f) => `DTC 超出格式 ${f.format} 能存的长度（${f.maxDtc} 步，循环规则判定的 ${f.maxRuleDtc} 步）`,
};

/** `KR-K.cjtb: block checksum mismatch (side black to move, block 0)`, in the language asked for (English: the error's own message). */
export function sayFileFault(fileFault: FileFault, lang: Lang): string {
  if (lang === 'en') return describeFileFault(fileFault);
  const { file, fault, block } = fileFault;
  const said = `${file}：${(CHINESE[fault.code] as (f: TableFault) => string)(fault)}`;
  return block ? `${said}（${block.side === 0 ? '红方' : '黑方'}走，第 ${block.block} 块）` : said;
}
