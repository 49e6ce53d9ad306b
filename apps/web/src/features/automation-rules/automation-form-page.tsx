import { useParams } from 'react-router';
import {
  automationCreateBody,
  automationEndpoints,
  pathTo,
  type AutomationCreateInput,
  type AutomationRule,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { FormPage } from '../../ui/form-page.js';
import { AutomationForm } from './automation-form.js';
import { automationKeys } from './automation-queries.js';

const rule = zodRule(automationCreateBody, withBlanks('name'));

const defaults: Partial<AutomationCreateInput> = { status: 'active', trigger: 'join', action: 'points', points: 100 };

const toValues = (r: AutomationRule): AutomationCreateInput => ({
  name: r.name,
  memberSystemId: r.memberSystemId,
  status: r.status,
  trigger: r.trigger,
  triggerValue: r.triggerValue,
  action: r.action,
  points: r.points,
  couponId: r.couponId,
  mailSubject: r.mailSubject,
  mailBody: r.mailBody,
  memo: r.memo,
});

/** 自動化ルール登録 and 自動化ルール編集: one form for both, with today's targets beside it. */
export default function AutomationFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '自動化ルール編集' : '自動化ルール登録'}
      backPath={pathTo('/automation-rule')}
      queryKey={automationKeys.all}
      detail={id ? { endpoint: automationEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth={1200}
      submit={(values: AutomationCreateInput, record) =>
        record
          ? call(automationEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(automationEndpoints.create, { body: values })
      }
    >
      {(_, record) => <AutomationForm rule={rule} id={record?.id ?? null} />}
    </FormPage>
  );
}
