import { describe, expect, it } from 'vitest';
import { IdParamSchema, MAX_ID, parseId } from './reference.js';

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

describe('parseId', () => {
  it('reads a positive whole number of at most 32 bits, and nothing else', () => {
    expect(parseId('5')).toBe(5);
    expect(parseId(' 05 ')).toBe(5);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const odd of [
      null,
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      'abc',
      '1e3',
      String(MAX_ID + 1),
      '12345678901',
    ]) {
      expect(parseId(odd)).toBeNull();
    }
  });
});
