// The device API's public entry: what the app wires in (the auth hook checks device tokens with it).
export { issueDeviceToken, verifyDeviceToken } from './device-token.js';
