import { bankEndpoints, postalCodeEndpoints } from './banks.endpoints.js';
import { defineFeature } from './feature.js';

// The 全銀 bank master and the postal codes: look-ups the client and deposit forms use.
export const banksFeature = defineFeature({
  key: 'banks',
  label: '銀行・支店',
  endpoints: {
    bank: { endpoints: bankEndpoints },
    postalCode: { label: '郵便番号', endpoints: postalCodeEndpoints },
  },
});
