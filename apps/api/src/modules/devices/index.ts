// The devices feature's public entry: what other features use of it.
export { cinemaDeviceCount } from './devices.repository.js';
export { hashDeviceSecret, newDeviceSecret, verifyDeviceSecret } from './device-secret.js';
