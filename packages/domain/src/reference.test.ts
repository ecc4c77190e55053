import { describe, expect, it } from 'vitest';
import { detailsOutbreakId, IdParamSchema, MAX_ID, parseId } from './reference.js';

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

describe('detailsOutbreakId', () => {
  it('reads the outbreak of a details address in either form', () => {
    expect(detailsOutbreakId('/details/5')).toBe(5);
    expect(detailsOutbreakId('/details/05')).toBe(5);
    expect(detailsOutbreakId('/details?id=7')).toBe(7);
    expect(detailsOutbreakId('/details?tab=1&id=7')).toBe(7);
    expect(detailsOutbreakId('/details/5?from=map')).toBe(5);
  });

  it('is null for other addresses and for ids the API would refuse', () => {
    for (const url of [
      '/',
      '/details',
      '/details/',
      '/details/abc',
      '/details/0',
      '/details/5/x',
      '/detailsx/5',
      '/reports?id=5',
      `/details/${MAX_ID + 1}`,
    ]) {
      expect(detailsOutbreakId(url)).toBeNull();
    }
  });
});
