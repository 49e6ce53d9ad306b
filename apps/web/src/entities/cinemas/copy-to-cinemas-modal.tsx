import { useState } from 'react';
import { Alert, Form, Modal, Radio, Result, Typography } from 'antd';
import {
  copyConflict,
  copyToCinemasBody,
  copyToCinemasLabels as L,
  type CopyToCinemasAnswer,
  type CopyToCinemasInput,
  type EndpointAccess,
} from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { useReadOnly } from '../../api/read-only.js';
import { useSession } from '../../api/session.js';
import { canCall } from '../../lib/access.js';
import { zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import { CinemaMultiSelect } from './cinema-multi-select.js';
import { copyOutcome, type CopyOutcome } from './copy-to-cinemas-outcome.js';

type Values = Omit<CopyToCinemasInput, 'ids'>;
const rule = zodRule(copyToCinemasBody('').pick({ cinemaIds: true }));

/**
 * 他の劇場へコピー… shows on a cinema's list that head office reads (劇場を選択, docs/architecture.md "access") for a
 * brand user the copy endpoint lets in: its create permission on the screen's module.
 */
export function useCanCopyToCinemas(access: EndpointAccess) {
  const session = useSession();
  const readOnly = useReadOnly();
  return !!session && readOnly && canCall(session, access);
}

/**
 * 他の劇場へコピー… (docs/domain.md, "copying to other cinemas"): the chosen records to other cinemas of the brand
 * (the one shown left out), with what to do about a name a cinema has; then what happened, per cinema.
 */
export function CopyToCinemasModal(props: {
  /** What the records are called (料金テンプレート). */
  noun: string;
  ids: number[];
  open: boolean;
  onClose: () => void;
  onCopied: () => Promise<unknown>;
  copy: (body: CopyToCinemasInput) => Promise<CopyToCinemasAnswer>;
}) {
  const current = useSession()?.cinemaId;
  const [clashes, setClashes] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const close = () => {
    setClashes([]);
    props.onClose();
  };
  const submit = async (values: Values) => {
    setClashes([]);
    try {
      setOutcome(copyOutcome(await props.copy({ ...values, ids: props.ids })));
    } catch (err) {
      // 1件でも重なれば何もコピーしない: the API lists each clash (409), and the dialog stays open to choose again.
      if (err instanceof ApiError && err.code === 'conflict') setClashes(err.errors.map((e) => e.message));
      throw err;
    }
  };
  return (
    <>
      <ModalForm<Values>
        title="他の劇場へコピー"
        open={props.open}
        onClose={close}
        onSaved={props.onCopied}
        okText="コピーする"
        // As the schedule copy and the API, the refusal first: skipping is a choice made knowingly.
        initialValues={{ cinemaIds: [], onConflict: 'abort' }}
        submit={submit}
      >
        {() => (
          <>
            <Typography.Paragraph>
              選択した{props.ids.length}件の{props.noun}を、同じ内容の新しい{props.noun}として選んだ劇場に登録します。
            </Typography.Paragraph>
            <Form.Item label={L.cinemaIds} name="cinemaIds" required rules={[rule]}>
              <CinemaMultiSelect placeholder="コピー先の劇場を選択" exclude={current == null ? [] : [current]} />
            </Form.Item>
            <Form.Item label={`コピー先の劇場に${L.onConflict}`} name="onConflict">
              <Radio.Group options={copyConflict.options} />
            </Form.Item>
            {clashes.length > 0 && (
              <Alert
                type="error"
                showIcon
                title="次の名前がコピー先の劇場にあります"
                description={
                  <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflow: 'auto' }}>
                    {clashes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                }
              />
            )}
          </>
        )}
      </ModalForm>
      <Modal
        title="コピーの結果"
        open={!!outcome}
        onCancel={() => setOutcome(null)}
        onOk={() => setOutcome(null)}
        okText="閉じる"
        cancelButtonProps={{ style: { display: 'none' } }}
        width={600}
      >
        {outcome && (
          <Result
            status={outcome.type}
            title={outcome.title}
            extra={
              <ul style={{ margin: 0, paddingLeft: 18, textAlign: 'left' }}>
                {outcome.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        )}
      </Modal>
    </>
  );
}
