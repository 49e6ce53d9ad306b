import { Col, Row } from 'antd';
import {
  DEFAULT_MAIL_RATE,
  mailMagazineCreateBody,
  mailMagazineEndpoints,
  pathTo,
  type MailMagazine,
  type MailMagazineInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { FormPage } from '../../ui/form-page.js';
import { MailMagazineForm } from './mail-magazine-form.js';
import { FormPreview } from './mail-magazine-preview.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';
import { SendCard, TestSendCard } from './mail-magazine-send.js';

const rule = zodRule(mailMagazineCreateBody, withBlanks('subject', 'body'));

const defaults: Partial<MailMagazineInput> = {
  bodyFormat: 'text',
  body: '{{氏名}}様\n\nいつもご利用いただきありがとうございます。\n\n',
  sendMode: 'now',
  ratePerMinute: DEFAULT_MAIL_RATE,
  memberFilterId: null,
  scheduledAt: null,
};

const toValues = (m: MailMagazine): MailMagazineInput => ({
  subject: m.subject,
  category: m.category,
  bodyFormat: m.bodyFormat,
  body: m.body,
  memberFilterId: m.memberFilterId,
  sendMode: m.sendMode,
  scheduledAt: m.scheduledAt,
  ratePerMinute: m.ratePerMinute,
});

/** メールマガジン作成 and a draft's 編集: compose, preview, test send, and 送信 once saved. */
export function MailMagazineFormPage({ id }: { id?: string }) {
  return (
    <FormPage
      title={id ? 'メールマガジン編集' : 'メールマガジン作成'}
      backPath={pathTo('/mail-magazine')}
      queryKey={mailMagazineKeys.all}
      detail={id ? { endpoint: mailMagazineEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth={1280}
      // A new draft stays open, so it can be test-sent and sent.
      afterSave={(saved) => pathTo('/mail-magazine/update/:id', { id: (saved as MailMagazine).id })}
      submit={(values: MailMagazineInput, record) =>
        record
          ? call(mailMagazineEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(mailMagazineEndpoints.create, { body: values })
      }
    >
      {(_form, record) => (
        <Row gutter={16}>
          <Col xs={24} xl={14}>
            <MailMagazineForm rule={rule} />
          </Col>
          <Col xs={24} xl={10}>
            <FormPreview />
            <TestSendCard />
            {record && <SendCard record={record} />}
          </Col>
        </Row>
      )}
    </FormPage>
  );
}

export default function MailMagazineCreatePage() {
  return <MailMagazineFormPage />;
}
