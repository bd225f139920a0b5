/** @module contract/org-chart — /api/org-chart: upload, read, delete, sync people from it. */
import { OkResponseSchema } from '../schemas/common.js';
import {
  OrgChartResponseSchema,
  OrgChartSyncResponseSchema,
  UploadOrgChartRequestSchema,
} from '../schemas/org-chart.js';
import { endpoint } from './endpoint.js';

export const orgChart = {
  get: endpoint({
    method: 'get',
    path: '/api/org-chart',
    summary: 'The uploaded org chart, if any',
    response: OrgChartResponseSchema,
    errors: [401],
  }),
  upload: endpoint({
    method: 'put',
    path: '/api/org-chart',
    summary: 'Upload (replace) the org chart: JSON, CSV or text',
    body: UploadOrgChartRequestSchema,
    response: OrgChartResponseSchema,
    errors: [400, 401, 413],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/org-chart',
    summary: 'Delete the org chart',
    response: OkResponseSchema,
    errors: [401],
  }),
  sync: endpoint({
    method: 'post',
    path: '/api/org-chart/sync',
    summary: 'Add the chart’s people who are not yet in People',
    response: OrgChartSyncResponseSchema,
    errors: [401, 404],
  }),
};
