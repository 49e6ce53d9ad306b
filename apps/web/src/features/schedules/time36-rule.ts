import type { FormRule } from 'antd';
import { ja, parseScaleTime } from '@cinema/contracts';
import { asyncCheck } from '../../lib/zod-form.js';

/** A 36-hour time field's check, worded as the contract's scaleTimeField. */
export const time36Rule = (label: string, required: boolean): FormRule => ({
  validator: asyncCheck((_: unknown, value: string | undefined) => {
    const v = value?.trim() ?? '';
    if (!v) {
      if (required) throw new Error(ja.required(label));
      return;
    }
    if (parseScaleTime(v) === null)
      throw new Error(`「${label}」は0:00〜35:59の「HH:mm」で入力してください（例：25:30）`);
  }),
});
