import { useState } from 'react';
import type { LegalMove, RuleProblem } from '../../shared/api/contract';
import { START_FEN } from '../../shared/rules/fen';
import { connectApi } from './api';
import { en } from './i18n/en';
import { zh } from './i18n/zh';

export function App() {
  const [lang, setLang] = useState<'zh' | 'en'>('zh');
  const [fen, setFen] = useState(START_FEN);
  const [errors, setErrors] = useState<RuleProblem[] | null>(null);
  const [moves, setMoves] = useState<LegalMove[]>([]);
  const t = lang === 'zh' ? zh : en;
  const api = connectApi();

  async function check() {
    if (!api) return;
    const result = await api.legalMoves(fen, 'chinese', lang);
    setErrors(result.ok ? [] : result.errors);
    setMoves(result.ok ? result.moves : []);
  }

  return (
    <main style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <header style={{ display: 'flex', justifyContent: 'space-between' }}>
        <h1>{t.title}</h1>
        <button onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>{t.language}</button>
      </header>
      {!api && <p role="alert">{t.noHost}</p>}
      <label>
        {t.fenLabel}
        <input value={fen} onChange={(e) => setFen(e.target.value)} style={{ width: '40em', marginLeft: 8 }} />
      </label>
      <button onClick={check} disabled={!api}>{t.check}</button>
      {errors && errors.length === 0 && <p>{t.legal}</p>}
      {errors && errors.length > 0 && (
        <div role="alert">
          {t.illegal}
          <ul>{errors.map((e) => <li key={e.code + e.message}>{e.message}</li>)}</ul>
        </div>
      )}
      {moves.length > 0 && (
        <section>
          <h2>{t.moves}</h2>
          <ol>{moves.map((m) => <li key={m.iccs}>{m.text}</li>)}</ol>
        </section>
      )}
    </main>
  );
}
