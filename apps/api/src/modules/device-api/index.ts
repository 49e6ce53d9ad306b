// The device API's public entry: what the app wires in (the auth hook checks device tokens with it).
export { verifyDeviceToken } from './device-token.js';
