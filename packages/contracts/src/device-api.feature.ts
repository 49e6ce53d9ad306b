import { deviceApiEndpoints } from './device-api.endpoints.js';
import { deviceDocumentEndpoints } from './device-documents.endpoints.js';
import { defineFeature } from './feature.js';
import { devicePrintJobEndpoints } from './kitchen-print-jobs.endpoints.js';

// What devices themselves call, with their device token (docs/device-api.md).
export const deviceApiFeature = defineFeature({
  key: 'deviceApi',
  label: '端末API',
  endpoints: {
    deviceApi: { label: '端末API（トークン・販売対象）', endpoints: deviceApiEndpoints },
    deviceDocument: { label: '端末API（書類の送信・見積）', endpoints: deviceDocumentEndpoints },
    devicePrintJob: { label: '端末API（キッチンプリンター）', endpoints: devicePrintJobEndpoints },
  },
});
