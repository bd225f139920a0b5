/** @module The tag filter header, titled with the tagline: All (total) and one button per tag with its count. */
import { TAGLINE, tagColor } from '@mynd/shared/domain';
import type { Tag } from '@mynd/shared/schemas';
import { cn } from '../../lib/cn';

export type TagFilterBarProps = {
  total: number;
  counts: readonly { tag: string; count: number }[];
  tags: readonly Tag[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
};

function pill(active: boolean) {
  return cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
  );
}

export function TagFilterBar({ total, counts, tags, selected, onSelect }: TagFilterBarProps) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold tracking-tight">{TAGLINE}</h2>
      <fieldset aria-label="Filter by tag" className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={selected === null}
          className={pill(selected === null)}
          onClick={() => onSelect(null)}
        >
          All <span className="tabular-nums font-normal">({total})</span>
        </button>
        {counts.map(({ tag, count }) => (
          <button
            key={tag}
            type="button"
            aria-pressed={selected === tag}
            className={pill(selected === tag)}
            // Clicking the selected tag again clears the filter.
            onClick={() => onSelect(selected === tag ? null : tag)}
          >
            <span
              aria-hidden="true"
              className="size-2 rounded-full"
              style={{ backgroundColor: tagColor(tags, tag) }}
            />
            {tag} <span className="tabular-nums font-normal">({count})</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
