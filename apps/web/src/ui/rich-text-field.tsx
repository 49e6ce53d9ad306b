import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor.js';

// The rich-text editor as a form control, loaded on first use: TipTap and ProseMirror are a large download that only
// the 劇場サイト's editors need (docs/performance.md, "the login budget"; docs/website.md, "the editor").
const Editor = lazy(() => import('./rich-text-editor.js'));

/** value/onChange as HTML, so it works inside an antd Form.Item. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={<Skeleton.Input active block style={{ height: 200 }} aria-label={`${props.label}を読み込み中`} />}
    >
      <Editor {...props} />
    </Suspense>
  );
}
