import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../test/fetch-mock.js';
import { ImageUpload, type ImageValue } from './image-upload.js';

const { fetchMock } = stubApi(() => ({
  id: 41,
  url: '/api/system/file/abc.png',
  name: 'poster.png',
  contentType: 'image/png',
  size: 68,
  width: 1,
  height: 1,
}));

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

function renderUpload(onChange: (v: ImageValue[]) => void = () => {}) {
  render(<ImageUpload label="ポスター画像" purpose="filmImage" maxCount={1} value={[]} onChange={onChange} />);
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  // fireEvent bypasses the input's accept list, as a drag-and-drop or a determined user can.
  return (f: File) => fireEvent.change(input, { target: { files: [f] } });
}

describe('image upload', () => {
  it('refuses a 3 MB file before sending it, with the Japanese message', async () => {
    const choose = renderUpload();
    choose(file('big.png', 'image/png', 3 * MB));
    expect(
      await screen.findByText('ファイルサイズが上限を超えています。2MB以下のファイルを選択してください。'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a GIF before sending it', async () => {
    const choose = renderUpload();
    choose(file('anim.gif', 'image/gif', 1000));
    expect(await screen.findByText('アップロードできるのはJPEG・PNG・WebP形式の画像です。')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads an accepted image as multipart with its purpose and hands back its id and URL', async () => {
    const onChange = vi.fn();
    const choose = renderUpload(onChange);
    expect(screen.getByText('推奨サイズ：縦長 600×840px（JPEG・PNG・WebP、2MBまで）')).toBeTruthy();
    choose(file('poster.png', 'image/png', 68));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ fileId: 41, url: '/api/system/file/abc.png' }]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/system/uploadFile?purpose=filmImage');
    const body = init?.body as FormData;
    expect(body.get('purpose')).toBe('filmImage');
    expect((body.get('file') as File).name).toBe('poster.png');
  });

  it('shows a private 社印 from its signed URL, named without the signature', async () => {
    const url = '/api/system/file/2026/11/stamp.png?exp=1900000000&sig=abc_DEF-1';
    render(<ImageUpload label="社印" purpose="brandStamp" maxCount={1} value={[{ fileId: 7, url }]} />);
    const img = await waitFor(() => document.querySelector<HTMLImageElement>('img')!);
    expect(img.getAttribute('src')).toBe(url);
    expect(img.getAttribute('alt')).toBe('stamp.png');
  });
});
