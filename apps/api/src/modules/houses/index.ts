// The screens feature's public entry: what other features use of it.
export { houseInUseMessage } from './houses.service.js';
