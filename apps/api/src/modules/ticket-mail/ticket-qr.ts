import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { derivedKey } from '../files/index.js';

// The QR code of one seat: `CT1.<transaction id>.<seat key>.<signature>`. The gate reads the
// transaction and seat from it and checks the signature, so a made-up code is refused without a
// lookup. The key is derived from the platform secret (loadFileUrlKey must have run).

const PREFIX = 'CT1';

const signatureOf = (transactionId: string, seatKey: string) =>
  createHmac('sha256', derivedKey('ticket-qr')).update(`${transactionId}\n${seatKey}`).digest('base64url').slice(0, 22);

export const ticketQrPayload = (transactionId: string, seatKey: string) =>
  `${PREFIX}.${transactionId}.${seatKey}.${signatureOf(transactionId, seatKey)}`;

/** The transaction and seat a scanned code names, or null when it is not one of ours. */
export function readTicketQr(payload: string): { transactionId: string; seatKey: string } | null {
  const parts = payload.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, transactionId = '', seatKey = '', signature = ''] = parts;
  const expected = Buffer.from(signatureOf(transactionId, seatKey));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { transactionId, seatKey } : null;
}

/** A PNG of the code, large enough for a phone screen held to a gate reader. */
export const ticketQrPng = (payload: string) =>
  QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
