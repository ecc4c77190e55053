import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const serialize = (schema: z.ZodType, body: unknown) =>
  JSON.parse(serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' })(body)) as unknown;

describe('response serializer', () => {
  const schema = z.object({
    counts: z.array(z.number().int()),
    rates: z.array(z.number().nullable()),
    rows: z.array(z.object({ id: z.number(), name: z.string() })),
  });

  it('writes columns of numbers as they are, nulls included', () => {
    const body = { counts: [0, 3, 12], rates: [1.25, null, 0.5], rows: [] };
    expect(serialize(schema, body)).toEqual(body);
  });

  it('still leaves out every field the schema does not declare, in objects at any depth', () => {
    const body = {
      counts: [1],
      rates: [],
      rows: [{ id: 1, name: 'Kenya', reporter_email: 'someone@example.org' }],
      secret: 'x',
    };
    expect(serialize(schema, body)).toEqual({ counts: [1], rates: [], rows: [{ id: 1, name: 'Kenya' }] });
  });
});
