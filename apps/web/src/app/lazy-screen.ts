import type { ComponentType } from 'react';

const RETRY_KEY = 'screenLoadRetry';

/**
 * A screen's chunk failed to load (usually a new deployment replaced it): retry the same
 * navigation once with a full load, then let the error boundary speak.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const mod = await load();
      sessionStorage.removeItem(RETRY_KEY);
      return { Component: mod.default };
    } catch (err) {
      const target = window.location.pathname + window.location.search;
      if (sessionStorage.getItem(RETRY_KEY) !== target) {
        sessionStorage.setItem(RETRY_KEY, target);
        window.location.assign(target);
        return new Promise<never>(() => {});
      }
      sessionStorage.removeItem(RETRY_KEY);
      throw err;
    }
  };
}
