import fc from 'fast-check';

/** The parts of JSON Schema (as @fastify/swagger writes it) that the generator reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  nullable?: boolean;
}

export type Components = Record<string, JsonSchema>;

const MAX_STRING = 60;
const MAX_ARRAY = 4;

/**
 * Values that satisfy `schema`, as far as JSON Schema can say (zod refinements may still refuse
 * some: those answers are 4xx, which is what the suite checks anyway). Ids and small numbers are
 * preferred so that valid requests reach existing rows of the demo shop.
 */
export function arbitraryFor(schema: JsonSchema | undefined, components: Components, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.$ref) return arbitraryFor(components[schema.$ref.split('/').pop()!], components, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => arbitraryFor(s, components, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf), components, depth + 1);

  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nonNull = types.filter((t) => t !== 'null');
  const base = arbitraryForType(nonNull[0] ?? (schema.properties ? 'object' : 'string'), schema, components, depth);
  return types.includes('null') || schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function arbitraryForType(type: string, schema: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000), Number.MAX_SAFE_INTEGER);
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 70), min) }) }, fc.integer({ min, max }));
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? 0;
      const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 5000, 1e9);
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items, components, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryFor(value, components, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return stringArbitrary(schema);
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  // A small pool of addresses: repeated sign-ins and sign-ups exercise the taken and locked paths.
  if (schema.format === 'email')
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom('owner@halwai.test', 'fuzz@halwai.test', 'staff@halwai.test') }, fc.emailAddress());
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern === '^\\d{10}$' || schema.pattern === '^\\d*$') return fc.stringMatching(/^\d{10}$/);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constantFrom('9876543210', 'Kaju Katli', '1 kg', 'ByKilo', '500 g').filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}
