import { useLayoutEffect, useRef, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape
type Fn = (...args: any[]) => unknown;

/**
 * One object for the component's lifetime whose functions always call the latest
 * implementation: memoised toolbars keep their props and skip re-rendering on every change.
 */
export function useStableActions<T extends { [K in keyof T]: Fn }>(impl: T): T {
  const latest = useRef(impl);
  useLayoutEffect(() => {
    latest.current = impl;
  });
  // The wrappers read the ref only when called, from event handlers, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [stable] = useState(() => {
    const wrappers = new Map<PropertyKey, Fn>();
    return new Proxy({} as T, {
      get: (_, key) => {
        let fn = wrappers.get(key);
        if (!fn) {
          fn = (...args: unknown[]) => latest.current[key as keyof T](...args);
          wrappers.set(key, fn);
        }
        return fn;
      },
    });
  });
  return stable;
}
