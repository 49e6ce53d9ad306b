// The cinemas feature's public entry: what other features use of it.
export { hasDevices } from './cinemas.service.js';
