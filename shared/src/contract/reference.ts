/**
 * @module contract/reference — the API's own reference, for people who script their tasks: the OpenAPI 3.1
 * document generated from these declarations, and its interactive page (Scalar, served without a CDN).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const reference = {
  openapi: endpoint({
    method: 'get',
    path: '/api/openapi.json',
    summary:
      'This document: the OpenAPI 3.1 description of every endpoint, generated from their declarations',
    tag: 'reference',
    auth: 'public',
    response: z.record(z.string(), z.unknown()),
  }),
  docs: endpoint({
    method: 'get',
    path: '/api/docs',
    summary: 'The interactive reference of this document (an HTML page)',
    tag: 'reference',
    auth: 'public',
    response: z.string(),
    stream: 'text/html',
  }),
};
