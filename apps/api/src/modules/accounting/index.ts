// What other modules may use: the settings and the active subjects (販売グループ, 会計伝票).
export { accountingSettingOf } from './accounting-settings.service.js';
export { activeSubjectOptions } from './accounting-subjects.repository.js';
export { readSettings } from './accounting-settings.repository.js';
