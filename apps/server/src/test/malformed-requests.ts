/**
 * Malformed variants of every operation of an OpenAPI document, for the malformed-input walk
 * (malformed-input.test.ts). Each operation gets a plausible request built from its schemas (the
 * campaign named where its access declaration reads it, so that requests reach validation), then
 * one thing is broken at a time: a field's type, a NUL, a huge string, deep nesting, the body's
 * encoding or content type, a parameter.
 */
import { randomUUID } from 'node:crypto';
import { MALFORMED_UPLOADS } from './malformed-files.ts';

type JsonSchema = Record<string, unknown>;
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** What the walk knows of the caller: the campaign its requests act in, and who it is. */
export interface Caller {
  campaignId: string;
  userId: string;
  /** Where the operation's access declaration reads the campaign ('query.id', 'params.campaign', …). */
  campaignSource?: string | undefined;
}

export interface Variant {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const NUL = '\u0000';
const HUGE_BODY_STRING = 'x'.repeat(200_000);
const HUGE_QUERY_STRING = 'x'.repeat(10_000);
const DEPTH = 10_000;
const NESTED_ARRAYS = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const NESTED_OBJECTS = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
/** Query values as sent (already encoded): a value of the wrong kind, broken percent-encoding, … */
const BAD_QUERY_VALUES: Record<string, string> = {
  'wrong type': 'not-a-valid-value',
  'negative huge number': '-99999999999999999999999',
  'broken percent-encoding': '%E0%A4%A',
  'invalid UTF-8': '%ED%A0%80%FF',
};

const resolver = (doc: OpenApi) => {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    if (!schema) return {};
    const ref = schema.$ref;
    if (typeof ref === 'string') return resolve(doc.components?.schemas?.[ref.split('/').at(-1) ?? '']);
    const [first] = (schema.allOf ?? schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[];
    return first
      ? { ...schema, ...resolve(first), allOf: undefined, anyOf: undefined, oneOf: undefined }
      : schema;
  };
  return resolve;
};

/** A value that fits the schema as far as it says (an untyped field gets a short string). */
const sampler = (resolve: (s: JsonSchema | undefined) => JsonSchema, caller: Caller) => {
  /** `full`: every optional property too; otherwise the required ones only. */
  const sample = (raw: JsonSchema | undefined, name = '', full = false): unknown => {
    const schema = resolve(raw);
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    switch (schema.type) {
      case 'string': {
        if (schema.format === 'uuid') return name === 'user_id' ? caller.userId : randomUUID();
        if (schema.format === 'email' || name.endsWith('email'))
          return `walk-${randomUUID().slice(0, 8)}@example.org`;
        if (schema.format === 'date-time') return new Date().toISOString();
        if (schema.format === 'date') return '2024-11-05';
        return 'Walk'.padEnd(Math.max(4, Number(schema.minLength ?? 0)), 'k');
      }
      case 'integer':
      case 'number':
        return Math.min(Math.max(1, Number(schema.minimum ?? 1)), Number(schema.maximum ?? 1));
      case 'boolean':
        return true;
      case 'array':
        return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
          sample(schema.items as JsonSchema, '', full),
        );
      case 'object':
      case undefined: {
        const properties = schema.properties as Record<string, JsonSchema> | undefined;
        if (!properties && !schema.additionalProperties)
          return schema.type ? {} : sample({ type: 'string' }, name); // a field the document leaves untyped
        const required = new Set(schema.required as string[] | undefined);
        const value: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(properties ?? {}))
          if (full || required.has(key)) value[key] = sample(property, key, full);
        if (typeof schema.additionalProperties === 'object')
          value.walk = sample(schema.additionalProperties as JsonSchema, '', full);
        return value;
      }
      default:
        return null;
    }
  };
  return sample;
};

/** Every node of a JSON value with its path (the root excluded). */
const nodes = (
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] => {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [{ path: [...path, i], value: item }, ...nodes(item, [...path, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      { path: [...path, key], value: item },
      ...nodes(item, [...path, key]),
    ]);
  return [];
};

const setAt = (root: unknown, path: (string | number)[], value: unknown): unknown => {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return copy;
};

const wrongType = (value: unknown): unknown => {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not an array';
  if (value && typeof value === 'object') return ['not', 'an', 'object'];
  return { unexpected: true };
};

/** The parts every request of one operation is built from: its parameters and body, sampled. */
const operationParts = (doc: OpenApi, path: string, method: string, caller: Caller) => {
  const resolve = resolver(doc);
  const sample = sampler(resolve, caller);
  const operation = doc.paths[path]?.[method] ?? {};
  const [sourceIn, sourceField] = (caller.campaignSource ?? '').split('.');
  const isCampaign = (where: string, name: string) =>
    name === 'campaign_id' || (where === sourceIn && name === sourceField);
  const value = (where: string, name: string, schema: JsonSchema | undefined) =>
    isCampaign(where, name) ? caller.campaignId : sample(schema, name);

  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  const base = new Map(
    parameters.map((p) => [
      p,
      encodeURIComponent(String(value(p.in === 'path' ? 'params' : 'query', p.name, p.schema))),
    ]),
  );
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  /** The body with its required fields only, and with every field (whose fields are broken one by one). */
  const bodyOf = (full: boolean) => {
    const sampled = sample(jsonSchema, '', full);
    if (sampled && typeof sampled === 'object' && !Array.isArray(sampled))
      for (const key of Object.keys(sampled))
        if (isCampaign('body', key)) (sampled as Record<string, unknown>)[key] = caller.campaignId;
    return sampled;
  };
  const body = jsonSchema ? bodyOf(false) : undefined;
  const fullBody = jsonSchema ? bodyOf(true) : undefined;
  const isMultipart = Boolean(operation.requestBody?.content?.['multipart/form-data']);

  const request = (
    label: string,
    values: Map<Parameter, string | null | string[]>,
    payload?: { type?: string; text: string | Buffer },
  ): Variant => {
    let url = path;
    const query: string[] = [];
    for (const [p, v] of values) {
      if (p.in === 'path') url = url.replace(`{${p.name}}`, typeof v === 'string' ? v : '');
      else for (const one of v === null ? [] : [v].flat()) query.push(`${p.name}=${one}`);
    }
    return {
      label,
      method: method.toUpperCase(),
      url: query.length ? `${url}?${query.join('&')}` : url,
      headers: payload?.type ? { 'content-type': payload.type } : {},
      ...(payload ? { payload: payload.text } : {}),
    };
  };
  const json = (text: string) => ({ type: 'application/json', text });
  const basePayload = jsonSchema ? json(JSON.stringify(body)) : undefined;
  return { parameters, base, jsonSchema, body, fullBody, isMultipart, request, json, basePayload };
};

/**
 * A plausible request of the operation: its required fields only, sampled, the caller's campaign where it is
 * read (an upload's optional `?campaign_id=` too: its form part is not sampled).
 */
export const plausibleRequest = (doc: OpenApi, path: string, method: string, caller: Caller): Variant => {
  const { request, base, basePayload } = operationParts(doc, path, method, caller);
  const named = (p: Parameter) => p.in === 'query' && p.name === 'campaign_id';
  const required = new Map([...base].filter(([p]) => p.required === true || p.in === 'path' || named(p)));
  return request('plausible', required, basePayload);
};

/** The variants of one operation. */
export const operationVariants = (doc: OpenApi, path: string, method: string, caller: Caller): Variant[] => {
  const { parameters, base, jsonSchema, body, fullBody, isMultipart, request, json, basePayload } =
    operationParts(doc, path, method, caller);
  const variants: Variant[] = [];

  for (const p of parameters) {
    const broken = (label: string, v: string | null | string[]) =>
      variants.push(request(`${p.in} ${p.name}: ${label}`, new Map([...base, [p, v]]), basePayload));
    const original = base.get(p) ?? '';
    if (p.required) broken('missing', null);
    broken('NUL', `${original}${encodeURIComponent(NUL)}`);
    broken('huge', HUGE_QUERY_STRING);
    broken('repeated', [original, original]);
    for (const [label, v] of Object.entries(BAD_QUERY_VALUES)) broken(label, v);
  }
  if (method === 'get') variants.push({ ...request('HEAD', base), method: 'HEAD' });

  if (method !== 'get') {
    const bodyVariant = (label: string, payload?: { type?: string; text: string | Buffer }) =>
      variants.push(request(`body: ${label}`, base, payload));
    bodyVariant('invalid JSON', json('{"name": "unfinished'));
    if (jsonSchema || isMultipart) {
      bodyVariant('missing');
      bodyVariant('empty JSON', json(''));
      bodyVariant('JSON null', json('null'));
      bodyVariant('JSON array', json('[1, 2]'));
      bodyVariant('JSON string with NUL', json(JSON.stringify(NUL)));
      bodyVariant('deeply nested arrays', json(NESTED_ARRAYS));
      bodyVariant('deeply nested objects', json(NESTED_OBJECTS));
      bodyVariant('text/plain', { type: 'text/plain', text: 'name=walk' });
      bodyVariant('form-urlencoded', { type: 'application/x-www-form-urlencoded', text: 'name=walk' });
      bodyVariant('unknown content type', { type: 'application/x-unknown', text: '\u0000\u0001' });
    }
  }

  if (jsonSchema) {
    const PLACEHOLDER = `__walk_${randomUUID()}__`;
    /** The required fields, the broken field's top-level property, and the broken field. */
    const field = (label: string, at: (string | number)[], replacement: unknown, raw?: string) => {
      const [top = ''] = at;
      const start =
        body && typeof body === 'object' && !Array.isArray(body)
          ? { ...body, [top]: (fullBody as Record<string | number, unknown>)[top] }
          : fullBody;
      let text = JSON.stringify(setAt(start, at, raw === undefined ? replacement : PLACEHOLDER));
      if (raw !== undefined) text = text.replace(JSON.stringify(PLACEHOLDER), raw);
      variants.push(request(`body ${at.join('.')}: ${label}`, base, json(text)));
    };
    for (const node of nodes(fullBody)) {
      field('wrong type', node.path, wrongType(node.value));
      field('null', node.path, null);
      field('NUL', node.path, typeof node.value === 'string' ? `${node.value}${NUL}` : NUL);
      field('huge', node.path, HUGE_BODY_STRING);
      field('deeply nested', node.path, undefined, NESTED_ARRAYS);
      if (node.value && typeof node.value === 'object' && !Array.isArray(node.value))
        field('NUL in a key', node.path, {
          ...node.value,
          [`key${NUL}`]: Object.values(node.value)[0] ?? 'x',
        });
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      field('NUL in a key', [`key${NUL}`], 'x');
    }
  }

  if (isMultipart)
    for (const upload of MALFORMED_UPLOADS)
      variants.push(request(`multipart: ${upload.label}`, base, { type: upload.type, text: upload.payload }));
  return variants;
};
