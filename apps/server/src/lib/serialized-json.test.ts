import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './serialized-json.js';

describe('preferredEncoding', () => {
  it('takes brotli when it is welcome at least as much as gzip, else gzip', () => {
    expect(preferredEncoding('br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR ; Q=1, GZIP')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
  });

  it('takes neither when the header welcomes neither', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=x']) {
      expect(preferredEncoding(header)).toBeUndefined();
    }
  });
});
