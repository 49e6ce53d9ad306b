import type { ThemeConfig } from 'antd';

// The brand's red stays for buttons, links and the selected menu entry. Fields get a blue focus
// ring instead: with a red one a focused field looks just like an invalid one (whose border and
// message stay red, colorError).
const focus = '#1668dc';
const hover = '#4096ff';
const ring = '0 0 0 2px rgba(22, 104, 220, 0.2)';
const field = { activeBorderColor: focus, hoverBorderColor: hover, activeShadow: ring };

/** The header's height: the layout's, and where toasts start below it. */
export const HEADER_HEIGHT = 64;

export const theme: ThemeConfig = {
  token: { colorPrimary: '#b5121b', borderRadius: 6 },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT },
    Input: field,
    InputNumber: field,
    DatePicker: field,
    Mentions: field,
    Select: { activeBorderColor: focus, hoverBorderColor: hover, activeOutlineColor: 'rgba(22, 104, 220, 0.2)' },
  },
};
