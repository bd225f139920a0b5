/** @module contract/undo — POST /api/undo/{token}: put back what an undoable action removed or changed. */
import { z } from 'zod';
import { UndoResponseSchema, UndoTokenSchema } from '../schemas/undo.js';
import { endpoint } from './endpoint.js';

export const undo = {
  apply: endpoint({
    method: 'post',
    path: '/api/undo/{token}',
    summary:
      'Undo a destructive action by the token its answer carried (once, within 300 s, own actions only)',
    params: z.object({ token: UndoTokenSchema }),
    response: UndoResponseSchema,
    errors: [400, 401, 404, 409],
  }),
};
