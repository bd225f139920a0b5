/** @module `<Markdown>`: sanitised markdown in a lazy chunk, with a quiet placeholder while it loads. */
import { lazy, Suspense } from 'react';

const MarkdownView = lazy(() => import('./markdown-view'));

export function Markdown({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap text-sm text-muted-foreground">{markdown}</p>}>
      <MarkdownView markdown={markdown} />
    </Suspense>
  );
}
