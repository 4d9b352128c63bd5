/**
 * The two DTM choices, each remembered across sessions (settings/dtmPrefs.ts): the distance the move
 * list sorts by and the best line and its export follow, and whether a generation makes DTM tables
 * beside the DTC ones. Any screen that shows or starts these takes them from here.
 */
import { useState } from 'react';
import type { Metric } from '../../../shared/tablebase/value';
import type { Strings } from '../i18n/zh';
import { saveDtmGeneration, saveMetric, savedDtmGeneration, savedMetric } from '../settings/dtmPrefs';

function remembered<T>(saved: () => T, save: (value: T) => void): [T, (value: T) => void] {
  const [value, setValue] = useState(saved);
  return [value, (chosen: T) => {
    setValue(chosen);
    save(chosen);
  }];
}

export const useMetric = () => remembered(savedMetric, saveMetric);
export const useDtmGeneration = () => remembered(savedDtmGeneration, saveDtmGeneration);

export function MetricToggle({ t, value, onChange }: { t: Strings; value: Metric; onChange(metric: Metric): void }) {
  return (
    <fieldset className="row metric" data-testid="metric">
      <legend>{t.analysis.metric}</legend>
      {(['dtc', 'dtm'] as const).map((m) => (
        <label key={m} title={m === 'dtc' ? t.analysis.dtcExplained : t.analysis.dtmExplained}>
          <input type="radio" name="metric" value={m} checked={value === m} onChange={() => onChange(m)} data-testid={`metric-${m}`} />
          {t.analysis.metrics[m]}
        </label>
      ))}
    </fieldset>
  );
}

export function DtmGenerationBox({ t, value, onChange }: { t: Strings; value: boolean; onChange(dtm: boolean): void }) {
  return (
    <label className="row" title={t.analysis.alsoDtmExplained}>
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} data-testid="generate-dtm" />
      {t.analysis.alsoDtm}
    </label>
  );
}
