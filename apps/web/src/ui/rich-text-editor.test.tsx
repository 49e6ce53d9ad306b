import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../test/fetch-mock.js';
import RichTextEditor, { linkRefused } from './rich-text-editor.js';

// The rich-text control: the HTML it is given shows in the editable area, its toolbar is labelled, a link may only
// point at http(s), mailto or tel, and 画像 uploads the file and puts the returned image into the text.

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const { fetchMock } = stubApi(() => ({
  id: 9,
  url: '/api/system/file/seat-map.png',
  name: 'seat-map.png',
  contentType: 'image/png',
  size: 68,
  width: 1,
  height: 1,
}));

// ProseMirror scrolls the cursor into view after inserting: jsdom has no layout, so ranges measure as empty.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

describe('rich-text editor', () => {
  it('shows its value with a labelled toolbar and refuses a script link', async () => {
    render(<RichTextEditor label="本文" value="<p>開場は<strong>20分前</strong>です</p>" />);
    const area = screen.getByRole('textbox', { name: '本文' });
    expect(area.innerHTML).toContain('<strong>20分前</strong>');
    const toolbar = screen.getByRole('toolbar', { name: '本文の書式' });
    for (const name of ['見出し2', '見出し3', '太字', '斜体', '箇条書き', '番号付き', '引用', 'リンク', '画像'])
      expect(toolbar.textContent).toContain(name);
    await user.click(screen.getByRole('button', { name: 'リンク' }));
    await user.type(await screen.findByRole('textbox', { name: 'リンク先のURL' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '設定する' }));
    expect(await screen.findByText(linkRefused)).toBeTruthy();
  });

  it('uploads a picked image and inserts it', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="本文" value="<p>座席表</p>" onChange={onChange} />);
    const input = screen.getByLabelText('本文に入れる画像', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(68)], 'seat-map.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(String(onChange.mock.lastCall?.[0])).toContain('<img src="/api/system/file/seat-map.png"');
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/system/uploadFile');
  });
});
