import { useParams } from 'react-router';
import {
  membershipCreateBody,
  membershipEndpoints,
  pathTo,
  type MembershipCreateInput,
  type MembershipSystem,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { FormPage } from '../../ui/form-page.js';
import { MembershipForm } from './membership-form.js';
import { membershipKeys } from './membership-queries.js';
import { newRank } from './membership-rank.js';

const rule = zodRule(membershipCreateBody, withBlanks('code', 'name'));

const defaults: Partial<MembershipCreateInput> = {
  validityKind: 'fromJoin',
  validMonths: 12,
  autoRenew: false,
  joinFee: 0,
  annualFee: 0,
  renewalFee: 0,
  cardFee: 0,
  ranks: [newRank(0)],
  points: { pos: 1, kiosk: 1, online: 1, shopItems: true, expiryMonths: 12 },
  rankBasis: 'spend',
  rankWindowMonths: 12,
};

const toValues = ({
  id: _i,
  brandId: _b,
  version: _v,
  createdAt: _c,
  updatedAt: _u,
  memberCount: _m,
  taxRate: _t,
  ...rest
}: MembershipSystem): MembershipCreateInput => rest;

/** 会員制度登録 and 会員制度編集: one form for both. */
export default function MembershipFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '会員制度編集' : '会員制度登録'}
      backPath={pathTo('/memberShip-list')}
      queryKey={membershipKeys.all}
      detail={id ? { endpoint: membershipEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values: MembershipCreateInput, record) =>
        record
          ? call(membershipEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(membershipEndpoints.create, { body: values })
      }
    >
      {() => <MembershipForm rule={rule} />}
    </FormPage>
  );
}
