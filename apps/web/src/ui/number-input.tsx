import { InputNumber, type InputNumberProps } from 'antd';
import { toNumberText } from '@cinema/contracts';

/**
 * A number field that never changes what was typed into something else. antd's InputNumber
 * clamps to min/max on blur (37 became 36, −5 became 0) and rounds to its precision; this one
 * takes neither, so an out-of-range or fractional value stays as typed and the field's rule (the
 * contract's `int`) refuses it with its message. Full-width digits and signs (２９, －１００,
 * １，０００) are read as the number they are (contracts' normaliser), not dropped.
 */
export type NumberInputProps = Omit<InputNumberProps<number>, 'min' | 'max' | 'precision' | 'parser' | 'stringMode'>;

// InputNumber reads the parser's answer as a decimal string: an ASCII number, '' for empty, and
// anything else is not a number, so the field keeps its last value instead of guessing.
const parser = (text: string | undefined) => toNumberText(text ?? '') as unknown as number;

export function NumberInput(props: NumberInputProps) {
  return <InputNumber<number> inputMode="decimal" {...props} parser={parser} />;
}
