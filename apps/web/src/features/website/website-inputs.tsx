import type { ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, Flex, Form, Tooltip, type FormRule } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { DatePicker } from '../../ui/date-picker.js';
import { SingleImageUpload, type ImageValue } from '../../ui/image-upload.js';

// Controls the 劇場サイト's fields share (docs/website.md, "the editor"): each keeps the value the content schema
// expects (an ISO date-time, { fileId, url }), so the form's values are the page's content as sent.

/** A date and time as an ISO string (null when cleared). */
export function DateTimeInput(p: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  id?: string;
  label: string;
}) {
  return (
    <DatePicker
      id={p.id}
      aria-label={p.label}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={p.value ? dayjs(p.value) : null}
      onChange={(v: Dayjs | null) => p.onChange?.(v ? v.second(0).millisecond(0).toISOString() : null)}
      style={{ width: '100%' }}
    />
  );
}

/** An uploaded image or none (a news picture, the OGP image, the logo). */
export function ImageInput(p: {
  value?: ImageValue | null;
  onChange?: (v: ImageValue | null) => void;
  id?: string;
  label: string;
}) {
  return <SingleImageUpload purpose="other" label={p.label} id={p.id} value={p.value} onChange={p.onChange} />;
}

/** 上へ・下へ・削除 for one entry of an ordered list (price rows, questions, sections). */
export function MoveButtons(p: {
  what: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: () => void;
  extra?: ReactNode;
}) {
  return (
    <Flex gap={4}>
      <Tooltip title="上へ">
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={`${p.what}を上へ`}
          disabled={p.index === 0}
          onClick={() => p.move(p.index, p.index - 1)}
        />
      </Tooltip>
      <Tooltip title="下へ">
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={`${p.what}を下へ`}
          disabled={p.index === p.count - 1}
          onClick={() => p.move(p.index, p.index + 1)}
        />
      </Tooltip>
      {p.extra}
      <Tooltip title="削除">
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${p.what}を削除`} onClick={p.remove} />
      </Tooltip>
    </Flex>
  );
}

/**
 * A content field the form lays out itself: rich text (never required, so no mark), images, links and lists, whose
 * schemas carry no label of their own; the label is websiteLabels', the rule the kind's content schema.
 */
export function ContentItem(p: {
  label: string;
  name: string;
  rule: FormRule;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form.Item label={p.label} name={p.name} rules={[p.rule]} extra={p.extra}>
      {p.children}
    </Form.Item>
  );
}
