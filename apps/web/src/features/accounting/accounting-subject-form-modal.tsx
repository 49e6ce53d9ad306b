import { Row } from 'antd';
import { accountingSubjectCreateBody, accountingSubjectEndpoints, type AccountingSubject } from '@cinema/contracts';
import { withBlanks } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import { schemaForm } from '../../ui/schema-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const { Field, toValues, defaults } = schemaForm(accountingSubjectCreateBody, withBlanks('code', 'name'));

/** 勘定科目登録・編集: the code is unique in the brand (半角英数字 up to 10). */
export function AccountingSubjectFormModal(props: EditorModalProps<AccountingSubject>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '勘定科目編集' : '勘定科目登録'}
      width={680}
      toValues={toValues}
      defaults={defaults}
      create={accountingSubjectEndpoints.create}
      update={accountingSubjectEndpoints.update}
    >
      {() => (
        <Row gutter={16}>
          <Field name="code" md={8} placeholder="500" />
          <Field name="name" md={16} placeholder="売上高（興行収入）" />
          <Field name="kind" md={12} />
          <Field name="taxKind" md={12} />
          <Field name="sortOrder" xs={12} md={8} />
          <Field name="usesSubAccounts" xs={12} md={8} />
          <Field name="active" xs={12} md={8} />
        </Row>
      )}
    </RecordModalForm>
  );
}
