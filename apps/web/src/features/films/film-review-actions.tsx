import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { filmEndpoints, filmReturnLabels, ja, type FilmListItem } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { filmKeys } from '../../entities/films/film-queries.js';
import { mayApproveFilms } from '../../entities/films/film-pending.js';

/**
 * 承認 and 差し戻し of a film waiting for approval, for head office roles with 作品の承認. 差し戻し
 * asks for the reason the cinema will read.
 */
export function FilmReviewActions({ film }: { film: FilmListItem }) {
  const session = useSession();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const [sendingBack, setSendingBack] = useState(false);
  if (!mayApproveFilms(session) || film.approvalStatus !== 'pending') return null;
  const refresh = () => qc.invalidateQueries({ queryKey: filmKeys.all });

  const approve = () =>
    Modal.confirm({
      title: `「${film.name}」を承認しますか？`,
      content: '承認すると、各劇場で上映スケジュールに登録できるようになります。',
      okText: '承認する',
      cancelText: 'キャンセル',
      onOk: () =>
        call(filmEndpoints.approve, { params: { id: film.id } })
          .then(refresh)
          .catch(() => undefined),
    });

  const sendBack = async () => {
    const { reason } = await form.validateFields();
    await call(filmEndpoints.sendBack, { params: { id: film.id }, body: { reason, version: film.version } });
    setSendingBack(false);
    form.resetFields();
    await refresh();
  };

  return (
    <>
      <Button type="link" onClick={approve}>
        承認
      </Button>
      <Button type="link" danger onClick={() => setSendingBack(true)}>
        差し戻し
      </Button>
      <Modal
        open={sendingBack}
        title={`「${film.name}」を差し戻す`}
        okText="差し戻す"
        okButtonProps={{ danger: true }}
        cancelText="キャンセル"
        destroyOnHidden
        onOk={() => sendBack().catch(() => undefined)}
        onCancel={() => setSendingBack(false)}
      >
        <p>登録した劇場に理由が表示されます。劇場が修正して保存すると、再び承認待ちになります。</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={filmReturnLabels.reason}
            rules={[
              { required: true, whitespace: true, message: ja.required(filmReturnLabels.reason) },
              { max: 500, message: ja.maxLength(filmReturnLabels.reason, 500) },
            ]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
