/**
 * Runs docs/performance.md reports for tables too large to generate in a benchmark, each measured idle
 * on this project's 2-core machine with 2 threads: what `bench:estimates` holds the plan against.
 * `table` names the one table timed; without it, the chain from an empty folder.
 */
export interface PublishedRun {
  readonly name: string;
  readonly material: string;
  readonly dtm: boolean;
  readonly table?: string;
  readonly seconds: number;
}

export const PUBLISHED_RUNS: readonly PublishedRun[] = [
  { name: 'KCPA-KAB chain', material: 'KCPA-KAB', dtm: false, seconds: 17.5 },
  { name: 'KCPA-KAB table', material: 'KCPA-KAB', dtm: false, table: 'KCPA-KAB', seconds: 10.0 },
  { name: 'KCPA-KAB DTM table', material: 'KCPA-KAB', dtm: true, table: 'KCPA-KAB DTM', seconds: 11.65 },
  { name: 'KCPAB-KAB chain', material: 'KCPAB-KAB', dtm: false, seconds: 135.5 },
  { name: '炮高兵单士象对士象全 chain', material: 'KCPAB-KAABB', dtm: false, seconds: 1305.5 },
  { name: '炮高兵单士象对士象全 main table', material: 'KCPAB-KAABB', dtm: false, table: 'KCPAB-KAABB', seconds: 492.0 },
  // The DTM chain was run in a folder of the DTC tables: the two runs together are the chain with DTM.
  { name: '炮高兵单士象对士象全 chain with DTM', material: 'KCPAB-KAABB', dtm: true, seconds: 1305.5 + 1472 },
  { name: '炮高兵单士象对士象全 main DTM table', material: 'KCPAB-KAABB', dtm: true, table: 'KCPAB-KAABB DTM', seconds: 557.4 },
  // 168,399,000 entries, the lead's run of issue 48.
  { name: 'KRP-KRA table', material: 'KRP-KRA', dtm: false, table: 'KRP-KRA', seconds: 698 },
];
