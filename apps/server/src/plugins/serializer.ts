import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['number', 'integer', 'boolean', 'null']);

/** `{ type: 'array', items: { type: 'number' } }` (or integer, boolean, null, or a list of those). */
function isScalarArray(schema: JsonSchema): boolean {
  if (schema.type !== 'array' || typeof schema.items !== 'object' || schema.items === null) return false;
  const items = schema.items as JsonSchema;
  const types = ([] as unknown[]).concat(items.type ?? []);
  return (
    types.length > 0 &&
    types.every((type) => typeof type === 'string' && SCALAR_TYPES.has(type)) &&
    Object.keys(items).every((key) => key === 'type')
  );
}

/**
 * The schema with every array of numbers (or booleans) left to `JSON.stringify`: fast-json-stringify
 * writes such an array item by item, three to five times slower than the engine's own, and the map's
 * frames and the charts' series are columns of tens of thousands of numbers (a year of weekly frames:
 * ~100 ms against ~25). An array of scalars holds no fields to filter, so nothing is lost.
 */
function withScalarArraysNative(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withScalarArraysNative);
  if (typeof schema !== 'object' || schema === null) return schema;
  if (isScalarArray(schema as JsonSchema)) {
    const { type: _type, items: _items, ...annotations } = schema as JsonSchema;
    return annotations;
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withScalarArraysNative(value)]),
  );
}

/**
 * Response serialisation from the routes' Zod schemas through fast-json-stringify (Fastify's own
 * serialiser): the schema still filters the body to its declared fields, at a fraction of the cost of
 * validating every response with Zod and then stringifying it.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete jsonSchema.$schema;
  return fastJsonStringify(withScalarArraysNative(jsonSchema) as JsonSchema);
};
