/**
 * @module features/settings/tag-management — add (button or Enter), recolour (swatch toggles the 8-colour
 * palette per tag) and remove tags. Removing moves the tag's tasks to "Life" on the server.
 */
import {
  isRemovableTag,
  NEW_TAG_COLOR,
  normaliseTagName,
  TAG_EXISTS_MESSAGE,
  TAG_PALETTE,
  tagExists,
} from '@mynd/shared/domain';
import type { Tag } from '@mynd/shared/schemas';
import { Check, Plus, Tags, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { api, errorMessage, isApiError } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { cn } from '../../lib/cn';
import { optimisticUpdate } from '../../lib/query';
import { toastUndo } from '../../lib/undo-toast';
import { TAGS_KEY, useTags } from '../tasks/task-queries';

function Palette({ tag, onPick }: { tag: Tag; onPick: (color: string) => void }) {
  return (
    <div role="radiogroup" aria-label={`Colour for ${tag.name}`} className="flex flex-wrap gap-1.5 pt-2">
      {TAG_PALETTE.map((c) => {
        const selected = c.value === tag.color.replace(/\s+/g, '').toLowerCase();
        return (
          // biome-ignore lint/a11y/useSemanticElements: a colour swatch is a custom radio.
          <button
            key={c.name}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={c.name}
            title={c.name}
            onClick={() => onPick(c.value)}
            className="flex size-7 items-center justify-center rounded-full ring-offset-2 ring-offset-card transition-transform hover:scale-110 aria-checked:ring-2 aria-checked:ring-foreground"
            style={{ backgroundColor: c.value }}
          >
            {selected ? <Check className="size-3.5 text-white" aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}

export function TagManagement() {
  const tags = useTags();
  const [name, setName] = useState('');
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = tags.data ?? [];

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    const tagName = normaliseTagName(name);
    if (!tagName) return;
    if (tagExists(list, tagName)) {
      toast.error(TAG_EXISTS_MESSAGE);
      return;
    }
    setAdding(true);
    try {
      const { tag } = await api.tags.create({ name: tagName, color: NEW_TAG_COLOR });
      tags.setData((prev) => [...(prev ?? []), tag]);
      setName('');
      toast.success('Tag added successfully');
      publishChange('tags');
    } catch (error) {
      if (isApiError(error, 409)) toast.error(TAG_EXISTS_MESSAGE);
      else toast.error('Error adding tag', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setAdding(false);
    }
  };

  const recolor = async (tag: Tag, color: string) => {
    try {
      await optimisticUpdate(
        TAGS_KEY,
        (prev: Tag[] | undefined) => (prev ?? []).map((t) => (t.name === tag.name ? { ...t, color } : t)),
        () => api.tags.setColor(tag.name, { color }),
      );
      publishChange('tags');
    } catch (error) {
      toast.error('Error updating tag color', { description: errorMessage(error, 'Please try again.') });
    }
  };

  const remove = async (tag: Tag) => {
    try {
      const { undoToken } = await optimisticUpdate(
        TAGS_KEY,
        (prev: Tag[] | undefined) => (prev ?? []).filter((t) => t.name !== tag.name),
        () => api.tags.remove(tag.name),
      );
      toastUndo('Tag removed successfully', undoToken);
      publishChange('tags');
      publishChange('tasks');
    } catch (error) {
      toast.error('Error removing tag', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={add} className="flex gap-2" aria-label="Add tag">
        <Input
          aria-label="New tag name"
          placeholder="Add a new tag…"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          disabled={adding}
        />
        <Button type="submit" disabled={adding || !name.trim()}>
          <Plus aria-hidden />
          Add Tag
        </Button>
      </form>

      {tags.isLoading ? (
        <div className="grid gap-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={Tags} title="No tags yet" description="Add a tag to organise your tasks." />
      ) : (
        <ul className="grid gap-2" aria-label="Tags">
          {list.map((tag) => (
            <li key={tag.name} className="rounded-lg border border-border px-3 py-2" data-tag={tag.name}>
              <div className="flex items-center gap-3">
                <button
                  type="button"
                  aria-label={`Change colour of ${tag.name}`}
                  aria-expanded={pickerFor === tag.name}
                  onClick={() => setPickerFor((cur) => (cur === tag.name ? null : tag.name))}
                  className="size-5 shrink-0 rounded-full ring-1 ring-black/10 transition-transform hover:scale-110 dark:ring-white/20"
                  style={{ backgroundColor: tag.color }}
                  data-testid="tag-swatch"
                />
                <Badge color={tag.color}>{tag.name}</Badge>
                <span className="flex-1" />
                {isRemovableTag(tag.name) ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove ${tag.name}`}
                    onClick={() => remove(tag)}
                    className="text-muted-foreground hover:text-destructive"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">Always present</span>
                )}
              </div>
              <div className={cn(pickerFor === tag.name ? 'block' : 'hidden')}>
                {pickerFor === tag.name ? (
                  <Palette tag={tag} onPick={(color) => recolor(tag, color)} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
