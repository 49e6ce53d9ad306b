import { defineFeature } from './feature.js';
import { memberDeviceEndpoints, memberEndpoints } from './members.endpoints.js';
import { r } from './route-types.js';

// 会員一覧: head office's (docs/membership.md); the counter's lookup is a device API group of its own.
const m = 'membership' as const;

export const membersFeature = defineFeature({
  key: 'members',
  label: '会員',
  endpoints: {
    member: { endpoints: memberEndpoints },
    memberDevice: { label: '端末API（会員照会）', endpoints: memberDeviceEndpoints },
  },
  routes: [
    r({ path: '/member-list', group: m, label: '会員一覧', roles: ['brand'], module: m, menu: true }),
    r({ path: '/member-list/:id', group: m, label: '会員詳細', roles: ['brand'], module: m }),
  ],
  audits: { member: '会員' },
});
