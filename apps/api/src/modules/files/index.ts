// The files feature's public entry: what other features use of it.
export { registerImageUrl } from './image-links.js';
export { imageNotFound, resolveImageRefs } from './image-refs.js';
export { derivedKey, loadFileUrlKey, signedStamp } from './private-files.js';
export { sweepStorage } from './storage-sweep.js';
