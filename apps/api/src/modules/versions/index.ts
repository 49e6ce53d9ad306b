// The versions feature's public entry: what other features use of it.
export { usedByScreenings } from './versions.service.js';
