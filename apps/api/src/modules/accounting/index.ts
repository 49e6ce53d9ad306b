// What other modules may use: the settings (売掛 reads the 精算先 per payment method).
export { accountingSettingOf } from './accounting-settings.service.js';
export { readSettings as readAccountingSettings } from './accounting-settings.repository.js';
