import { Select, type SelectProps } from 'antd';
import { useCouponChoices } from './coupon-choices.js';

/**
 * 配布するクーポン: a library coupon head office may hand to members (利用可, kind クーポン), with its discount, for
 * 会員クーポン's form and オートメーション's coupon action. A Form.Item gives it its value and onChange.
 */
export function CouponSelect(props: Pick<SelectProps<number>, 'value' | 'onChange' | 'id' | 'status'>) {
  const choices = useCouponChoices();
  return (
    <Select<number>
      {...props}
      loading={choices.loading}
      options={choices.options}
      placeholder="クーポンを選択"
      notFoundContent="配布できるクーポンがありません。先に「クーポン」で利用可のクーポンを登録してください。"
      showSearch
      optionFilterProp="label"
    />
  );
}
