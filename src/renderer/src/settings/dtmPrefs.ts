/**
 * What the analysis remembers of DTM between sessions: the distance the move list sorts by and the
 * best line and its export follow (DTC until the user picks DTM), and whether a generation makes each
 * table's DTM table too (off until ticked: it doubles the work).
 */
import type { Metric } from '../../../shared/tablebase/value';
import { readSetting, writeSetting } from './storage';

const METRIC_KEY = 'canju.metric';
const DTM_GENERATION_KEY = 'canju.generate.dtm';

export function savedMetric(): Metric {
  return readSetting(METRIC_KEY) === 'dtm' ? 'dtm' : 'dtc';
}

export function saveMetric(metric: Metric): void {
  writeSetting(METRIC_KEY, metric);
}

export function savedDtmGeneration(): boolean {
  return readSetting(DTM_GENERATION_KEY) === 'true';
}

export function saveDtmGeneration(dtm: boolean): void {
  writeSetting(DTM_GENERATION_KEY, String(dtm));
}
