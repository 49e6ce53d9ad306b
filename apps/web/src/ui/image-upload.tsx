import { useEffect, useRef, useState } from 'react';
import { Flex, Modal, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  checkUpload,
  fileEndpoints,
  ja,
  filmImageSize,
  recommendedImageSize,
  uploadAccept,
  uploadLimitMb,
  type UploadPurpose,
} from '@cinema/contracts';
import { ApiError, call } from '../api/client.js';
import { proxiedImageUrl } from '../lib/image-url.js';

/** A stored image: the uploaded file's id (null for an external link) and its URL. */
export interface ImageValue {
  fileId: number | null;
  url: string;
}

export const uploadImage = (file: File, purpose: UploadPurpose) => {
  const body = new FormData();
  // The purpose goes before the file, so the server knows the size limit before reading it.
  body.append('purpose', purpose);
  body.append('file', file);
  return call(fileEndpoints.upload, { body, query: { purpose } }, { successMessage: false });
};

export interface ImageUploadProps {
  purpose: UploadPurpose;
  maxCount: number;
  value?: ImageValue[];
  onChange?: (value: ImageValue[]) => void;
  /** Names the picker for screen readers, e.g. ポスター画像. */
  label: string;
  id?: string;
  /** The recommended size shown under the picker (by default the purpose's: posters are portrait). */
  sizeHint?: string;
}

const defaultHint = (purpose: UploadPurpose) =>
  purpose === 'filmImage' || purpose === 'filmStill' ? filmImageSize[purpose].label : recommendedImageSize.label;

const asFile = (v: ImageValue, i: number): UploadFile => ({
  uid: `image-${i}-${v.url}`,
  // A private file's URL (a brand's 社印) carries its signature as a query: not part of the name.
  name: (v.url.split('?')[0] ?? '').split('/').pop() || v.url,
  status: 'done',
  url: proxiedImageUrl(v.url),
  thumbUrl: proxiedImageUrl(v.url),
});

/**
 * Images through POST /api/system/uploadFile, with previews and removal. Type and size are checked
 * before anything is sent (the server checks the bytes again); the limit is 2 MB / 1 MB (docs/api-conventions.md, "files and images").
 */
export function ImageUpload({ purpose, maxCount, value = [], onChange, label, id, sizeHint }: ImageUploadProps) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Several files can finish at once: each adds to the newest list, not the one it started from.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (next: ImageValue[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem =
      checkUpload(file, purpose) ??
      (latest.current.length + pending.length >= maxCount ? `画像は${maxCount}枚まで登録できます。` : null);
    setError(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const send = async (file: Parameters<NonNullable<UploadProps['customRequest']>>[0]['file']) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
    try {
      const saved = await uploadImage(f, purpose);
      change([...latest.current, { fileId: saved.id, url: saved.url }].slice(0, maxCount));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : ja.uploadFailed);
    } finally {
      setPending((p) => p.filter((x) => x.uid !== f.uid));
    }
  };
  const customRequest: UploadProps['customRequest'] = ({ file }) => void send(file);

  const files = [...value.map(asFile), ...pending];
  return (
    <Flex vertical gap={4}>
      <Upload
        id={id}
        aria-label={label}
        accept={uploadAccept}
        listType="picture-card"
        multiple={maxCount > 1}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={(f) => {
          const i = value.findIndex((v, n) => asFile(v, n).uid === f.uid);
          if (i >= 0) change(value.filter((_, n) => n !== i));
          return false;
        }}
        onPreview={(f) => setPreview(f.url ?? null)}
      >
        {files.length < maxCount && (
          <button
            type="button"
            aria-label={`${label}を選択`}
            style={{ border: 0, background: 'none', cursor: 'pointer' }}
          >
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>画像を選択</div>
          </button>
        )}
      </Upload>
      <Typography.Text type="secondary">
        {sizeHint ?? defaultHint(purpose)}（JPEG・PNG・WebP、{uploadLimitMb[purpose]}MBまで
        {maxCount > 1 ? `、${maxCount}枚まで` : ''}）
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Modal open={!!preview} footer={null} onCancel={() => setPreview(null)} title={`${label}のプレビュー`}>
        {preview && <img alt={`${label}のプレビュー`} src={preview} style={{ width: '100%' }} />}
      </Modal>
    </Flex>
  );
}

export type SingleImageUploadProps = Omit<ImageUploadProps, 'maxCount' | 'value' | 'onChange'> & {
  value?: ImageValue | null;
  onChange?: (value: ImageValue | null) => void;
};

/** One image or none (a poster, a logo), as a form field: the control itself works with a list. */
export function SingleImageUpload({ value, onChange, ...props }: SingleImageUploadProps) {
  return (
    <ImageUpload
      {...props}
      maxCount={1}
      value={value ? [value] : []}
      onChange={(list) => onChange?.(list[0] ?? null)}
    />
  );
}
