import { describe, expect, it } from 'vitest';
import { IdParamSchema } from './reference.js';

describe('IdParamSchema', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (id) => {
    expect(IdParamSchema.safeParse({ id }).success).toBe(true);
  });

  it.each(['abc', '0', '-3', '1.5', '', '2147483648', '1e3x'])('refuses %j with one clear message', (id) => {
    const result = IdParamSchema.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The id must be a positive whole number.');
  });
});
