/**
 * @module popup/result-view — what a mind dump created: its topics and tasks, each linking into the web app.
 */
import type { ResultView as ResultModel } from './logic';

export function ResultView({ view }: { view: ResultModel }) {
  return (
    <section className="result" aria-label="Result">
      {view.duplicate ? (
        <p className="muted">This capture had already been processed; here is its result.</p>
      ) : null}
      <h2>Topics ({view.topics.length})</h2>
      <ul>
        {view.topics.map((t) => (
          <li key={t.id}>
            <a className="link" href={t.href} target="_blank" rel="noreferrer">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
      <h2>Tasks ({view.tasks.length})</h2>
      {view.tasks.length === 0 ? <p className="muted">No tasks generated</p> : null}
      <ul>
        {view.tasks.map((t) => (
          <li key={t.id}>
            <a className="link" href={t.href} target="_blank" rel="noreferrer">
              {t.label}
            </a>
            {t.detail ? <span className="detail">{t.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
