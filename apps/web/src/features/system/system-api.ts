import type { GlobalSettings, GlobalSettingsUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const systemKeys = { all: ['system'] as const, globalSetting: ['system', 'globalSetting'] as const };
export const globalSettingEndpoint = '/api/system/globalSetting';

export const updateGlobalSetting = (body: GlobalSettingsUpdateBody) => api<GlobalSettings>(globalSettingEndpoint, { method: 'PUT', body });
