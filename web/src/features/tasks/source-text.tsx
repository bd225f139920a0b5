/**
 * @module "Where this came from": the mind-dump sentence a task was taken from, with the date phrase that
 * set its due date highlighted — so the user can see why the task says what it says.
 */
import { sourcePageLink } from '@mynd/shared/domain';
import { ExternalLink, Quote } from 'lucide-react';

/** Splits `text` around the first case-insensitive occurrence of `phrase` (no match → one part). */
export function splitOnPhrase(text: string, phrase: string | null | undefined): [string, string, string] {
  if (!phrase) return [text, '', ''];
  const at = text.toLowerCase().indexOf(phrase.toLowerCase());
  if (at < 0) return [text, '', ''];
  return [text.slice(0, at), text.slice(at, at + phrase.length), text.slice(at + phrase.length)];
}

/** True when the description only repeats the source sentence (then the sentence alone is shown). */
export function repeatsSource(description: string, sourceText: string | null): boolean {
  const norm = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');
  return Boolean(sourceText) && norm(description) === norm(sourceText ?? '');
}

/** The page a capture came from, as a link (title, or host) that opens in a new tab. */
export function SourcePageLink({
  source,
  className,
}: {
  source: { url?: string | null; title?: string | null } | null | undefined;
  className?: string;
}) {
  const link = sourcePageLink(source);
  if (!link) return null;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline ${className ?? ''}`}
    >
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      {link.label}
    </a>
  );
}

export function SourceText({
  sourceText,
  dueText,
  sourcePage,
}: {
  sourceText: string | null;
  dueText: string | null;
  sourcePage?: { url: string; title: string | null } | null | undefined;
}) {
  if (!sourceText) return null;
  const [before, match, after] = splitOnPhrase(sourceText, dueText);
  return (
    <figure className="rounded-lg border border-border bg-muted/40 px-3 py-2">
      <figcaption className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Quote className="size-3.5" aria-hidden="true" />
        Where this came from
      </figcaption>
      <blockquote className="text-sm italic leading-relaxed text-foreground">
        {before}
        {match && (
          <mark className="rounded bg-yellow-200/80 px-0.5 not-italic font-medium text-foreground dark:bg-yellow-500/30">
            {match}
          </mark>
        )}
        {after}
      </blockquote>
      {sourcePageLink(sourcePage) && (
        <p className="mt-1 text-xs text-muted-foreground">
          From <SourcePageLink source={sourcePage} />
        </p>
      )}
    </figure>
  );
}
