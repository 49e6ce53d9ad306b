// The sales feature's public entry: what other features read of it (availability for now).
export { takenSeatCounts, takenSeats } from './seat-reservations.repository.js';
