import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import {
  salesGroupCreateBody,
  salesGroupEndpoints,
  salesGroupLabels as L,
  salesGroupSubMethod,
  type SalesGroup,
  type SalesGroupAssignments,
  type SalesGroupSubMethod,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { salesGroupKeys } from '../../entities/sales-groups/sales-group-queries.js';
import { withBlanks } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import { schemaForm } from '../../ui/schema-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const { Field, toValues, defaults } = schemaForm(salesGroupCreateBody, withBlanks('code', 'name'));
export const choicesKey = [...salesGroupKeys.all, 'choices'] as const;

type Choices = Pick<SalesGroupAssignments, 'clients' | 'clientGroups' | 'cinemas'>;
const optionsOf = (choices: Choices | undefined, method: SalesGroupSubMethod) => {
  if (!choices || method === 'free') return [];
  const list = { client: choices.clients, clientGroup: choices.clientGroups, cinema: choices.cinemas }[method];
  return list.map((o) => ({ value: String(o.id), label: o.name }));
};

/** A 補助科目: typed text, or one of the brand's 取引先 / 取引先グループ / 劇場 as its method says. */
function SubValue({ slot, choices }: { slot: 'sub1' | 'sub2'; choices: Choices | undefined }) {
  const method = (Form.useWatch(`${slot}Method`) ?? 'free') as SalesGroupSubMethod;
  const name = `${slot}Value` as const;
  return method === 'free' ? (
    <Field name={name} md={12}>
      <Input maxLength={40} placeholder="興行" />
    </Field>
  ) : (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={L[name]} required>
        <Select showSearch optionFilterProp="label" options={optionsOf(choices, method)} />
      </Form.Item>
    </Col>
  );
}

/** 販売グループ登録・編集: the code is unique in the brand; the subject is one of its active 勘定科目. */
export function SalesGroupFormModal(props: EditorModalProps<SalesGroup>) {
  const choices = useQuery(endpointQuery(choicesKey, salesGroupEndpoints.assignments, {})).data;
  const subjects = (choices?.subjects ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '販売グループ編集' : '販売グループ登録'}
      width={760}
      toValues={toValues}
      defaults={defaults}
      create={salesGroupEndpoints.create}
      update={salesGroupEndpoints.update}
    >
      {(form) => (
        <Row gutter={16}>
          <Field name="code" md={8} placeholder="G10" />
          <Field name="name" md={16} placeholder="興行収入" />
          <Field name="subjectId" md={12}>
            <Select showSearch optionFilterProp="label" options={subjects} />
          </Field>
          <Field name="costKind" md={12} />
          <Field name="sub1Method" md={12}>
            <Select options={[...salesGroupSubMethod.options]} onChange={() => form.setFieldValue('sub1Value', null)} />
          </Field>
          <SubValue slot="sub1" choices={choices} />
          <Field name="sub2Method" md={12}>
            <Select options={[...salesGroupSubMethod.options]} onChange={() => form.setFieldValue('sub2Value', null)} />
          </Field>
          <SubValue slot="sub2" choices={choices} />
          <Field name="sortOrder" xs={12} md={8} />
          <Field name="active" xs={12} md={8} />
        </Row>
      )}
    </RecordModalForm>
  );
}
