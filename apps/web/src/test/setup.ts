import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { Modal } from 'antd';
import { settleQueries } from './render.js';

// CI shares two cores with the API tests: give findBy*/waitFor well more than the 1 s default. A wait that
// succeeds returns at once, so this only bounds a wait that would fail; 10 s was once too short for a form's
// save-and-navigate on a machine loaded by other jobs.
configure({ asyncUtilTimeout: 20_000 });

// A macrotask: lets React run the passive effects it scheduled with setImmediate.
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await settleQueries();
  cleanup();
  // Static dialogs (Modal.confirm, Modal.warning) live in their own React roots, which cleanup()
  // does not unmount; close them and let React finish while jsdom's window still exists, or the
  // work lands after teardown as "window is not defined".
  Modal.destroyAll();
  await settle();
  localStorage.clear();
});
afterAll(() => settle(50));

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.getComputedStyle = (
  (orig) => (el: Element) =>
    orig(el)
)(window.getComputedStyle);

// antd's tables, selects and text areas measure themselves; jsdom has no layout to report.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
