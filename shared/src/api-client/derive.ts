/**
 * @module api-client/derive — one client method per declared endpoint (shared/src/contract): the path
 * parameters first, in path order, then the body (when the endpoint takes one), then the query (always optional).
 * Method, path and response schema come from the declaration only, so nothing here is written per endpoint.
 */
import type { z } from 'zod';
import { type Endpoint, type EndpointGroup, pathParamNames } from '../contract/endpoint.js';
import type { HttpCall, Query } from './http.js';

/** One string per `{param}` of the path, in order. */
type ParamArgs<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [string, ...ParamArgs<Rest>]
  : [];
type BodyArg<E> = E extends { body: infer B extends z.ZodType } ? [body: z.input<B>] : [];
/** Query values as given (`archived: true`) or as sent (`'true'`): they are written into the URL either way. */
type QueryValues<Q extends z.ZodType> = {
  [K in keyof z.input<Q>]?: z.input<Q>[K] | (K extends keyof z.output<Q> ? z.output<Q>[K] : never);
};
type QueryArg<E> = E extends { query: infer Q extends z.ZodType } ? [query?: QueryValues<Q>] : [];

export type EndpointArgs<E extends Endpoint> = [...ParamArgs<E['path']>, ...BodyArg<E>, ...QueryArg<E>];
export type EndpointMethod<E extends Endpoint> = (
  ...args: EndpointArgs<E>
) => Promise<z.output<E['response']>>;
export type DerivedClient<C extends Record<string, EndpointGroup>> = {
  [R in keyof C]: { [M in keyof C[R]]: EndpointMethod<C[R][M]> };
};

const e = encodeURIComponent;

/** The method for one endpoint: fills the path, sends the body, checks the answer with the response schema. */
export function endpointMethod<E extends Endpoint>(call: HttpCall, endpoint: E): EndpointMethod<E> {
  const names = pathParamNames(endpoint.path);
  return ((...args: unknown[]) => {
    let path: string = endpoint.path;
    names.forEach((name, i) => {
      path = path.replace(`{${name}}`, e(String(args[i])));
    });
    let next = names.length;
    const body = endpoint.body ? args[next++] : undefined;
    const query = endpoint.query ? (args[next] as Query | undefined) : undefined;
    return call(endpoint.method.toUpperCase(), path, endpoint.response, { body, query });
  }) as EndpointMethod<E>;
}

export function deriveClient<C extends Record<string, EndpointGroup>>(call: HttpCall, contract: C) {
  const client = {} as Record<string, Record<string, unknown>>;
  for (const [resource, group] of Object.entries(contract)) {
    client[resource] = Object.fromEntries(
      Object.entries(group).map(([name, endpoint]) => [name, endpointMethod(call, endpoint)]),
    );
  }
  return client as DerivedClient<C>;
}
