/**
 * A material's names and the tables it needs: what generating the missing ones will cost (the
 * estimate first, the list folded), whether to make their DTM tables too, and one button for them.
 * With DTM ticked, a material whose DTC tables are all there still offers its missing DTM tables.
 */
import { useEffect, useState } from 'react';
import type { CanjuApi, GenerationPlan, MaterialInfo } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { PlanSummary } from './PlanSummary';
import { DtmGenerationBox, useDtmGeneration } from './dtmChoices';
import { placedPawnNote } from '../../../shared/words/say';
import type { Lang } from '../../../shared/lang';

export function MaterialTables({ api, t, lang, material, onGenerate }: {
  api: CanjuApi; t: Strings; lang: Lang; material: MaterialInfo; onGenerate(material: string, dtm: boolean): void;
}) {
  const missing = material.tables.filter((x) => x.status !== 'complete');
  const [dtm, setDtm] = useDtmGeneration();
  const [plan, setPlan] = useState<{ signature: string; dtm: boolean; plan: GenerationPlan } | null>(null);
  const wanted = (missing.length > 0 || dtm) && !material.tooLarge && !material.drawnByRule;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void api.planGeneration(material.signature, { dtm }).then((r) => live && r.ok && setPlan({ signature: material.signature, dtm, plan: r.plan }));
    return () => {
      live = false;
    };
  }, [api, material.signature, wanted, dtm, missing.length]);
  const shown = wanted && plan?.signature === material.signature && plan.dtm === dtm ? plan.plan : null;
  // DTM tables alone are missing: the plan says whether there is work.
  const canGenerate = missing.length > 0 || (dtm && (shown?.tables.length ?? 0) > 0);
  const note = placedPawnNote(material.placedPawns, material.signature, material.chineseName, lang);
  return (
    <div className="material" data-testid="material-info">
      <p>
        {t.editor.material}{t.colon}{lang === 'zh' && <><strong>{material.chineseName}</strong> </>}<code>{material.signature}</code>
      </p>
      {note && <p className="hint" data-testid="material-note">{note}</p>}
      {material.tooLarge ? <p>{t.editor.tooLarge}</p> : material.drawnByRule ? <p>{t.editor.drawnByRule}</p> : (
        <>
          {shown && shown.tables.length > 0 && <PlanSummary t={t} plan={shown} list={false} />}
          <details>
            <summary>{t.editor.tablesNeededCount(material.tables.length, missing.length)}</summary>
            <ul className="table-list">
              {material.tables.map((x) => (
                <li key={x.material} className={`status-${x.status}`}>
                  <code>{x.material}</code> {t.status[x.status]}
                </li>
              ))}
            </ul>
          </details>
          <DtmGenerationBox t={t} value={dtm} onChange={setDtm} />
          {canGenerate && <button type="button" className="primary" onClick={() => onGenerate(material.signature, dtm)} data-testid="generate-material">{t.analysis.generate}</button>}
        </>
      )}
    </div>
  );
}
