/**
 * What a table file's name claims: `KCP-KA.cjtb` holds KCP-KA's DTC values, `KCP-KA.cjdtm` its DTM
 * values, and the writer's `KCP-KA.cjtb.tmp-<pid>` the same until it is renamed. The reader holds a
 * file to its name, so a copy under another table's name is refused, never read as that table.
 */
import { basename } from 'node:path';
import { isCanonicalSignature } from '../../../shared/material/signature';
import type { Metric } from '../../../shared/tablebase/value';

export interface NamedTable {
  readonly material: string;
  readonly metric: Metric;
}

/** The material and metric a file's name claims; undefined for a name that is not a table's (a test's scratch file). */
export function namedTable(path: string): NamedTable | undefined {
  const match = /^(.*)\.(cjtb|cjdtm)(\.tmp-\d+)?$/.exec(basename(path));
  if (!match || !isCanonicalSignature(match[1])) return undefined;
  return { material: match[1], metric: match[2] === 'cjdtm' ? 'dtm' : 'dtc' };
}
