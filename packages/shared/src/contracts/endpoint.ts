import type { z } from 'zod';

/**
 * One API call declared once (decision 0077): its method, path (`:name` segments read from `params`), the zod
 * schemas of its query, body and reply, and its success status. The server's route uses the same schema
 * objects (a contract test checks it) and the web client sends and parses through the declaration.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The reply of a download: a file (CSV), not JSON. */
export const FILE_REPLY = 'file';

export interface EndpointSpec {
  method: HttpMethod;
  /** Relative to `/api`, e.g. `/survey/` or `/text-campaign/:id/claim`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; a multipart upload (`form`) has none. */
  body?: z.ZodType;
  /** A multipart form: files and JSON fields, read by the route itself. */
  form?: true;
  reply: z.ZodType | typeof FILE_REPLY;
  /** The success status (200 unless the route answers another). */
  status?: number;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { status: number };

export const endpoint = <const S extends EndpointSpec>(spec: S): Endpoint<S> => ({
  ...spec,
  status: spec.status ?? 200,
});

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

export type EndpointParams<E extends EndpointSpec> = InputOf<E['params']>;
export type EndpointQuery<E extends EndpointSpec> = InputOf<E['query']>;
export type EndpointBody<E extends EndpointSpec> = InputOf<E['body']>;
export type EndpointReply<E extends EndpointSpec> = E['reply'] extends z.ZodType
  ? z.output<E['reply']>
  : never;

/** What a call of the endpoint sends: its path parameters, query and body, each only where it has one. */
export type EndpointInput<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: EndpointParams<E> }
  : unknown) &
  (E['query'] extends z.ZodType ? { query: EndpointQuery<E> } : unknown) &
  (E['body'] extends z.ZodType ? { body: EndpointBody<E> } : unknown);

/** The path with its `:name` segments filled in (each value URI-encoded). */
export const endpointPath = (path: string, params: object | undefined): string =>
  path.replace(/:(\w+)/g, (segment, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value as string | number));
  });
