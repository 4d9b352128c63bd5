/**
 * A material's names and the tables it needs: what generating the missing ones will cost (the
 * estimate first, the list folded) and one button for them.
 */
import { useEffect, useState } from 'react';
import type { CanjuApi, GenerationPlan, Lang, MaterialInfo } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { PlanSummary } from './PlanSummary';

export function MaterialTables({ api, t, lang, material, onGenerate }: {
  api: CanjuApi; t: Strings; lang: Lang; material: MaterialInfo; onGenerate(material: string): void;
}) {
  const missing = material.tables.filter((x) => x.status !== 'complete');
  const [plan, setPlan] = useState<{ signature: string; plan: GenerationPlan } | null>(null);
  const wanted = missing.length > 0 && !material.tooLarge && !material.drawnByRule;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void api.planGeneration(material.signature, lang).then((r) => live && r.ok && setPlan({ signature: material.signature, plan: r.plan }));
    return () => {
      live = false;
    };
  }, [api, lang, material.signature, wanted, missing.length]);
  const shown = wanted && plan?.signature === material.signature ? plan.plan : null;
  return (
    <div className="material" data-testid="material-info">
      <p>
        {t.editor.material}：<strong>{material.chineseName}</strong> <code>{material.signature}</code>
      </p>
      {material.note && <p className="hint" data-testid="material-note">{material.note}</p>}
      {material.tooLarge ? <p>{t.editor.tooLarge}</p> : material.drawnByRule ? <p>{t.editor.drawnByRule}</p> : (
        <>
          {shown && <PlanSummary t={t} plan={shown} list={false} />}
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
          {missing.length > 0 && <button type="button" className="primary" onClick={() => onGenerate(material.signature)} data-testid="generate-material">{t.analysis.generate}</button>}
        </>
      )}
    </div>
  );
}
