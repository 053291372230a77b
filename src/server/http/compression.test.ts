import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressible } from './compression';

describe('chooseEncoding', () => {
  it('picks brotli when a browser offers it with gzip, and gzip when that is all it offers', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
  });

  it('honours q-values, refusals and the wildcard', () => {
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
  });

  it('sends plain bytes when nothing is offered', () => {
    expect(chooseEncoding(null)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('compresses text, scripts, JSON and SVG of 1 KB or more, never images, fonts or tiny bodies', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 4096)).toBe(true);
    expect(isCompressible('application/json; charset=utf-8', 2048)).toBe(true);
    expect(isCompressible('image/svg+xml', 2048)).toBe(true);
    expect(isCompressible('image/png', 50_000)).toBe(false);
    expect(isCompressible('font/woff2', 50_000)).toBe(false);
    expect(isCompressible('text/css; charset=utf-8', 200)).toBe(false);
  });
});
