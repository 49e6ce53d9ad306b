import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportColumn, ImportResult, ImportRowResult } from '@cinema/contracts';
import { downloadText, fileToBase64, importAccept, importTemplateCsv } from '../lib/import-file.js';

export interface ImportModalProps {
  title: string;
  open: boolean;
  columns: ImportColumn[];
  /** What the file leaves to the screens, e.g. 「振込先口座は…画面で設定してください」. */
  note?: string;
  /** Rows the template starts with (e.g. each cinema's code), cells in the columns' order. */
  templateRows?: string[][];
  /** Sends the file: commit false checks only (dry run), true writes every row or none. */
  run: (file: { fileName: string; content: string }, commit: boolean) => Promise<ImportResult>;
  onClose: () => void;
  /** After rows were written. */
  onImported: () => void;
}

const rowColumns = [
  { title: '行', dataIndex: 'row', width: 60, align: 'right' as const },
  { title: '内容', dataIndex: 'label', width: 220 },
  {
    title: '結果',
    key: 'result',
    render: (_: unknown, r: ImportRowResult) =>
      r.ok ? (
        <Tag color="green">OK</Tag>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {r.errors.map((e, i) => (
            <li key={i}>
              <Typography.Text type="danger">{e.column ? `${e.column}：${e.message}` : e.message}</Typography.Text>
            </li>
          ))}
        </ul>
      ),
  },
];

/** 一括登録: pick a CSV or XLSX file, see every row's result (確認), then 登録 when no row has an error. */
export function ImportModal({ title, open, columns, note, templateRows, run, onClose, onImported }: ImportModalProps) {
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };
  const send = async (commit: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await run(file, commit);
      setResult(answer);
      if (answer.committed) {
        onImported();
        close();
      }
    } finally {
      setBusy(false);
    }
  };
  const required = columns.filter((c) => c.required).map((c) => c.header);
  return (
    <Modal
      title={title}
      open={open}
      width={820}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          キャンセル
        </Button>,
        <Button key="check" disabled={!file} loading={busy} onClick={() => void send(false)}>
          内容を確認
        </Button>,
        <Button
          key="commit"
          type="primary"
          disabled={!result || result.invalid > 0 || result.total === 0}
          loading={busy}
          onClick={() => void send(true)}
        >
          登録する
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          CSV（UTF-8・Shift_JIS）またはExcel（.xlsx）の1行目に見出し、2行目から1件ずつ入力してください。 必須の列：
          {required.join('、')}。エラーが1行でもあると、何も登録されません。
          {note}
        </Typography.Paragraph>
        <Flex gap={8}>
          <Upload
            accept={importAccept}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => {
              void fileToBase64(f).then((content) => {
                setFile({ fileName: f.name, content });
                setResult(null);
              });
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>ファイルを選択</Button>
          </Upload>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadText(`${title}_テンプレート.csv`, importTemplateCsv(columns, templateRows))}
          >
            テンプレート
          </Button>
          {file && <Typography.Text style={{ alignSelf: 'center' }}>{file.fileName}</Typography.Text>}
        </Flex>
        {result && (
          <Alert
            type={result.invalid ? 'error' : 'success'}
            showIcon
            message={
              result.invalid
                ? `${result.total}行中${result.invalid}行にエラーがあります。直してからもう一度選択してください。`
                : `${result.total}行すべて登録できます。「登録する」を押してください。`
            }
          />
        )}
        {result && (
          <Table<ImportRowResult>
            size="small"
            rowKey="row"
            columns={rowColumns}
            dataSource={result.invalid ? result.rows.filter((r) => !r.ok) : result.rows}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ y: 360 }}
          />
        )}
      </Flex>
    </Modal>
  );
}
