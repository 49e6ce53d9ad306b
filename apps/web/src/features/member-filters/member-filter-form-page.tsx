import { useParams } from 'react-router';
import {
  memberFilterConditions,
  memberFilterCreateBody,
  memberFilterEndpoints,
  pathTo,
  type MemberFilter,
  type MemberFilterCreateInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { FormPage } from '../../ui/form-page.js';
import { MemberFilterForm } from './member-filter-form.js';
import { memberFilterKeys } from './member-filter-queries.js';

const rule = zodRule(memberFilterCreateBody, withBlanks('name'));

// A new filter starts as the contract's defaults: active members of every system.
const defaults: Partial<MemberFilterCreateInput> = { conditions: memberFilterConditions.parse({}) };

const toValues = (f: MemberFilter): MemberFilterCreateInput => ({
  name: f.name,
  memo: f.memo,
  conditions: f.conditions,
});

/** 会員フィルター登録 and 会員フィルター編集: one form for both, with the live count while editing. */
export default function MemberFilterFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '会員フィルター編集' : '会員フィルター登録'}
      backPath={pathTo('/member-filter')}
      queryKey={memberFilterKeys.all}
      detail={id ? { endpoint: memberFilterEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth="none"
      submit={(values: MemberFilterCreateInput, record) =>
        record
          ? call(memberFilterEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(memberFilterEndpoints.create, { body: values })
      }
    >
      {() => <MemberFilterForm rule={rule} />}
    </FormPage>
  );
}
