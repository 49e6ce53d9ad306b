import { describe, expect, it } from 'vitest';
import { proxiedImageUrl } from './image-url.js';

describe('proxiedImageUrl', () => {
  it('sends http links through the image proxy', () => {
    expect(proxiedImageUrl('http://img.example.jp/posters/a b.jpg?size=l&x=1')).toBe(
      '/api/system/imageProxy?url=http%3A%2F%2Fimg.example.jp%2Fposters%2Fa%20b.jpg%3Fsize%3Dl%26x%3D1',
    );
    expect(proxiedImageUrl('HTTP://IMG.EXAMPLE.JP/a.png')).toBe(
      '/api/system/imageProxy?url=HTTP%3A%2F%2FIMG.EXAMPLE.JP%2Fa.png',
    );
  });

  it('leaves https, relative, data and the console’s own links alone', () => {
    for (const url of [
      'https://img.example.jp/a.jpg',
      '/api/system/file/2026/11/x.png',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/x',
      '//cdn.example.jp/a.png',
    ]) {
      expect(proxiedImageUrl(url)).toBe(url);
    }
    // The console itself on plain http (a cinema's LAN): its own files are not proxied.
    expect(window.location.origin).toMatch(/^http:\/\//);
    expect(proxiedImageUrl(`${window.location.origin}/api/system/file/2026/11/x.png`)).toBe(
      '/api/system/file/2026/11/x.png',
    );
  });

  it('passes empty values through', () => {
    expect(proxiedImageUrl(null)).toBeNull();
    expect(proxiedImageUrl(undefined)).toBeUndefined();
    expect(proxiedImageUrl('')).toBe('');
  });
});
