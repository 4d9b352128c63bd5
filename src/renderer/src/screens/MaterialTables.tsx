/** A material's names and the tables it needs, with where each stands and one button for the missing ones. */
import type { MaterialInfo } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';

export function MaterialTables({ t, material, onGenerate }: { t: Strings; material: MaterialInfo; onGenerate(material: string): void }) {
  const missing = material.tables.filter((x) => x.status !== 'complete');
  return (
    <div className="material" data-testid="material-info">
      <p>
        {t.editor.material}：<strong>{material.chineseName}</strong> <code>{material.signature}</code>
      </p>
      {material.tooLarge ? <p>{t.editor.tooLarge}</p> : material.drawnByRule ? <p>{t.editor.drawnByRule}</p> : (
        <>
          <p>{t.editor.tablesNeeded}：</p>
          <ul className="table-list">
            {material.tables.map((x) => (
              <li key={x.material} className={`status-${x.status}`}>
                <code>{x.material}</code> {t.status[x.status]}
              </li>
            ))}
          </ul>
          {missing.length > 0 && <button type="button" className="primary" onClick={() => onGenerate(material.signature)} data-testid="generate-material">{t.analysis.generate}</button>}
        </>
      )}
    </div>
  );
}
