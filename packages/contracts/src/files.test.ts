import { describe, expect, it } from 'vitest';
import { checkUpload, fileUrl, maxUploadBytes, uploadLimitBytes } from './files.js';

const MB = 1024 * 1024;

describe('upload limits (2MB or 1MB)', () => {
  it('allow 2 MB for film images and 1 MB for logos and stamps', () => {
    expect([
      uploadLimitBytes('filmImage'),
      uploadLimitBytes('filmStill'),
      uploadLimitBytes('brandLogo'),
      uploadLimitBytes('brandStamp'),
    ]).toEqual([2 * MB, 2 * MB, MB, MB]);
    expect(maxUploadBytes).toBe(2 * MB);
  });

  it('tell the form what is wrong before anything is sent', () => {
    expect(checkUpload({ size: 2 * MB, type: 'image/png' }, 'filmImage')).toBeNull();
    expect(checkUpload({ size: 2 * MB + 1, type: 'image/jpeg' }, 'filmImage')).toBe(
      'ファイルサイズが上限を超えています。2MB以下のファイルを選択してください。',
    );
    expect(checkUpload({ size: MB + 1, type: 'image/webp' }, 'brandLogo')).toBe(
      'ファイルサイズが上限を超えています。1MB以下のファイルを選択してください。',
    );
    for (const type of ['image/svg+xml', 'image/gif', 'text/plain', '']) {
      expect(checkUpload({ size: 10, type }, 'filmImage'), type).toBe(
        'アップロードできるのはJPEG・PNG・WebP形式の画像です。',
      );
    }
  });

  it('serve files under one path', () => {
    expect(fileUrl('2026/11/a.png')).toBe('/api/system/file/2026/11/a.png');
  });
});
