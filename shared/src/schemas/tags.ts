/**
 * @module schemas/tags — user tags with a colour from the 8-colour palette.
 */
import { z } from 'zod';
import { isPaletteColor } from '../domain/tags.js';

export const TAG_NAME_REQUIRED_MESSAGE = 'Tag name is required';

export const TagNameSchema = z
  .string({ error: TAG_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, TAG_NAME_REQUIRED_MESSAGE)
  .max(40, 'Tag name must be at most 40 characters');

export const TagColorSchema = z
  .string({ error: 'Tag colour is required' })
  .refine(isPaletteColor, { error: 'Unknown tag colour: pick one of the palette colours' });

export const TagSchema = z.object({ name: z.string(), color: z.string() });
export type Tag = z.infer<typeof TagSchema>;

export const TagListResponseSchema = z.object({ tags: z.array(TagSchema) });

export const CreateTagRequestSchema = z.object({ name: TagNameSchema, color: TagColorSchema.optional() });
export const UpdateTagRequestSchema = z.object({ color: TagColorSchema });
export const TagResponseSchema = z.object({ tag: TagSchema });
/** Deleting a tag moves its tasks to "Life"; the count says how many moved. */
export const DeleteTagResponseSchema = z.object({
  ok: z.literal(true),
  movedTasks: z.number().int(),
  undoToken: z.string(),
});
