import { ColorPicker, Flex, Input } from 'antd';
import { isHexColor } from '@cinema/contracts';

/**
 * A colour as #rrggbb: the picker, and the code to type or paste (the website's colours, the member card's). Colours
 * here are opaque: #rrggbb, whatever alpha the picker's panel was left at.
 */
export function ColorInput(p: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  label: string;
  placeholder?: string;
}) {
  const value = p.value ?? '';
  return (
    <Flex gap={8} align="center">
      <ColorPicker
        value={isHexColor(value) ? value : undefined}
        onChange={(c) => p.onChange?.(c.toHexString().slice(0, 7))}
        aria-label={`${p.label}を選ぶ`}
      />
      <Input
        id={p.id}
        aria-label={p.label}
        value={value}
        maxLength={7}
        placeholder={p.placeholder ?? '#1d4ed8'}
        onChange={(e) => p.onChange?.(e.target.value.trim())}
        style={{ width: 120 }}
      />
    </Flex>
  );
}
