export * from './storage.js';
export { MemoryFileStorage } from './memory.js';
export { LocalFileStorage } from './local.js';
export { sniffImage, type SniffedImage } from './sniff.js';
export { reencodeImage, ImageRefused, MAX_IMAGE_PIXELS } from './reencode.js';
