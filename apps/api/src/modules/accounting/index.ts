// What other modules may use: nothing yet (the 伝票 that will read the settings come later).
export { accountingSettingOf } from './accounting-settings.service.js';
