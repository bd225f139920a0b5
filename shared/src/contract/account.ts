/** @module contract/account — /api/account: export, delete all tasks, delete the account. */
import { AccountExportSchema, DeleteAllTasksResponseSchema } from '../schemas/account.js';
import { OkResponseSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

export const account = {
  export: endpoint({
    method: 'get',
    path: '/api/account/export',
    summary: 'Everything the account holds, as a JSON download',
    response: AccountExportSchema,
    errors: [401],
  }),
  deleteAllTasks: endpoint({
    method: 'delete',
    path: '/api/account/tasks',
    summary: 'Delete all of the user’s tasks',
    response: DeleteAllTasksResponseSchema,
    errors: [401],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/account',
    summary: 'Delete the account and all its data',
    response: OkResponseSchema,
    errors: [401],
  }),
};
