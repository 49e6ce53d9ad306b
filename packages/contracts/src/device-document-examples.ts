import type { EndpointExample } from './endpoint.js';
import * as offline from './device-document-examples-offline.js';
import * as online from './device-document-examples-online.js';
import * as refusals from './device-document-examples-refusals.js';
import * as register from './device-document-examples-register.js';

// The named examples of POST /api/device/documents (docs/device-api.md): one evening of a cinema, in
// the order its devices send them. Register POS01 opens a shift, sells, is refused, refunds and
// closes; register POS02 comes back from an outage with its queue; the web site WEB01 books online.
// Ids stand for the demo's (812 a screening, tickets 1 一般 and 2 大学生, 101 a popcorn, methods 1
// cash, 2 credit and 9 ポイント): a test puts the demo's in, sends the examples in this order and checks each answer.
export const deviceDocumentExamples: Readonly<Record<string, EndpointExample>> = {
  shiftOpen: register.shiftOpenExample,
  sale: register.saleExample,
  saleReplay: refusals.saleReplayExample,
  idempotencyKeyReused: refusals.idempotencyKeyReusedExample,
  seatUnavailable: refusals.seatUnavailableExample,
  saleWithIdempotencyKey: register.saleWithIdempotencyKeyExample,
  idempotencyKeyMismatch: refusals.idempotencyKeyMismatchExample,
  cashMovement: register.cashMovementExample,
  admission: register.admissionExample,
  refund: register.refundExample,
  void: register.voidExample,
  invalidTransition: refusals.invalidTransitionExample,
  conflict: refusals.conflictExample,
  invalidDocument: refusals.invalidDocumentExample,
  validationFailed: refusals.validationFailedExample,
  notFound: refusals.notFoundExample,
  noPermission: refusals.noPermissionExample,
  originalNotReceived: offline.originalNotReceivedExample,
  batch: offline.batchExample,
  refundAfterOriginal: offline.refundAfterOriginalExample,
  clientIdInUse: offline.clientIdInUseExample,
  authInvalid: refusals.authInvalidExample,
  shiftClose: register.shiftCloseExample,
  hold: online.holdExample,
  paymentResult: online.paymentResultExample,
  holdToRelease: online.holdToReleaseExample,
  release: online.releaseExample,
  pointsUnavailable: refusals.pointsUnavailableExample,
  badRequest: refusals.badRequestExample,
  payloadTooLarge: refusals.payloadTooLargeExample,
  internal: refusals.internalExample,
};
