// What other modules may use: the settings (売掛 reads the 精算先 per payment method) and the active subjects
// (販売グループ, 会計伝票).
export { accountingSettingOf } from './accounting-settings.service.js';
export { activeSubjectOptions } from './accounting-subjects.repository.js';
export { readSettings, readSettings as readAccountingSettings } from './accounting-settings.repository.js';
