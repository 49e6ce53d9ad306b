import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { checkUpload, ja } from '@cinema/contracts';
import { ApiError } from '../api/client.js';
import { uploadImage } from './image-upload.js';
import './rich-text-editor.css';

// Rich text for the 劇場サイト's pages (docs/website.md, "the editor"): TipTap with a small toolbar, its value the
// HTML the API keeps after its allow-list sanitiser. Loaded lazily through ui/rich-text-field.tsx, so only the
// screens that edit rich text download it.

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** What the field is, for screen readers (本文, 回答…). */
  label: string;
  /** From Form.Item: the label points at the editable area. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** The link targets the public site may carry (the sanitiser keeps the same schemes). */
export const isSafeLink = (url: string) => /^(https?:\/\/\S+|mailto:\S+|tel:[\d+\-() ]+)$/i.test(url.trim());
export const linkRefused = 'リンク先は http://・https://・mailto:・tel: で始まるURLを入力してください';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton(p: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <Button
      size="small"
      type={p.active ? 'primary' : 'text'}
      aria-pressed={p.active === undefined ? undefined : p.active}
      disabled={p.disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={p.onClick}
    >
      {p.children ?? p.label}
    </Button>
  );
}

function LinkDialog(p: { initial: string; onOk: (url: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState(p.initial);
  const [error, setError] = useState<string | null>(null);
  const ok = () => {
    if (url.trim() && !isSafeLink(url)) return setError(linkRefused);
    p.onOk(url.trim());
    p.onClose();
  };
  return (
    <Modal open title="リンク" okText="設定する" cancelText="キャンセル" onOk={ok} onCancel={p.onClose} destroyOnHidden>
      <Input
        aria-label="リンク先のURL"
        placeholder="https://example.com（空にするとリンクを外します）"
        value={url}
        status={error ? 'error' : undefined}
        onChange={(e) => setUrl(e.target.value)}
        onPressEnter={ok}
        autoFocus
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

export default function RichTextEditor({ value = '', onChange, label, id, ...rest }: RichTextEditorProps) {
  const [linking, setLinking] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: false, protocols: ['mailto', 'tel'], isAllowedUri: (u) => isSafeLink(u) },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => changed.current?.(htmlOf(e)),
  });
  // The form sets the value from outside too (a page loaded, a revision restored): follow it without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const pickImage = async (file: File | undefined) => {
    if (!editor || !file) return;
    const problem = checkUpload(file, 'other');
    setUploadError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const saved = await uploadImage(file, 'other');
      editor.chain().focus().setImage({ src: saved.url, alt: '' }).run();
    } catch (err) {
      setUploadError(err instanceof ApiError ? err.message : ja.uploadFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text" aria-invalid={rest['aria-invalid']}>
      <Flex wrap gap={2} className="rich-text-toolbar" role="toolbar" aria-label={`${label}の書式`}>
        <ToolButton
          label="見出し2"
          active={editor.isActive('heading', { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label="見出し3"
          active={editor.isActive('heading', { level: 3 })}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton label="太字" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
        <ToolButton label="斜体" active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()} />
        <ToolButton
          label="箇条書き"
          active={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label="番号付き"
          active={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label="引用"
          active={editor.isActive('blockquote')}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton
          label="リンク"
          active={editor.isActive('link')}
          onClick={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? '')}
        />
        <ToolButton label="画像" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? '画像を送信中…' : '画像'}
        </ToolButton>
        <ToolButton label="元に戻す" disabled={!editor.can().undo()} onClick={() => chain().undo().run()} />
        <ToolButton label="やり直し" disabled={!editor.can().redo()} onClick={() => chain().redo().run()} />
      </Flex>
      <input
        ref={fileInput}
        type="file"
        // Not `hidden` alone: a stylesheet's display rule would show the browser's own picker beside the toolbar.
        style={{ display: 'none' }}
        aria-label={`${label}に入れる画像`}
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => void pickImage(e.target.files?.[0])}
      />
      <EditorContent editor={editor} />
      {uploadError && (
        <Typography.Text type="danger" role="alert" style={{ padding: '0 12px 8px', display: 'block' }}>
          {uploadError}
        </Typography.Text>
      )}
      {linking !== null && (
        <LinkDialog
          initial={linking}
          onClose={() => setLinking(null)}
          onOk={(url) =>
            url
              ? chain().extendMarkRange('link').setLink({ href: url }).run()
              : chain().extendMarkRange('link').unsetLink().run()
          }
        />
      )}
    </div>
  );
}
