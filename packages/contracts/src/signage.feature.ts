import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import {
  deviceSignageEndpoints,
  signageBoardEndpoints,
  signageDisplayEndpoints,
  signageGroupEndpoints,
  signageMessageEndpoints,
  signagePlaylistEndpoints,
} from './signage.endpoints.js';

// サイネージ・表示 (docs/signage.md): cinema staff of the chosen cinema, under the `signage` module's permissions.
// The lobby board (/cinema-schedule) is the schedules feature's screen; its board calls are declared here.
const cinema = { group: 'also', roles: ['cinema'], module: 'signage', cinemaScoped: true, menu: true } as const;

export const signageFeature = defineFeature({
  key: 'signage',
  label: 'サイネージ',
  endpoints: {
    signageGroup: { label: 'サイネージ（端末グループ）', endpoints: signageGroupEndpoints },
    signagePlaylist: { label: 'サイネージ（プレイリスト）', endpoints: signagePlaylistEndpoints },
    signageDisplay: { label: 'カスタム表示', endpoints: signageDisplayEndpoints },
    signageMessage: { label: 'サイネージ（メッセージ）', endpoints: signageMessageEndpoints },
    signageBoard: { label: 'ロビー表示', endpoints: signageBoardEndpoints },
    deviceSignage: { label: '端末API（サイネージ）', endpoints: deviceSignageEndpoints },
  },
  routes: [
    r({ ...cinema, path: '/signage', label: 'サイネージ' }),
    r({ ...cinema, path: '/custom-display', label: 'カスタム表示' }),
    r({ ...cinema, path: '/customized-message', label: 'メッセージ' }),
    // The signage device's own page: full screen, with its device token, outside the console.
    r({ path: '/player', group: 'also', label: 'サイネージプレーヤー', roles: [], module: null, public: true }),
  ],
  audits: {
    signageGroup: 'サイネージ端末グループ',
    signagePlaylist: 'サイネージプレイリスト',
    signageDisplay: 'カスタム表示',
    signageMessage: 'サイネージメッセージ',
    signageBoardSetting: 'ロビー表示の設定',
  },
});
