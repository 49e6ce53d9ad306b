import { useLayoutEffect, useRef, useState } from 'react';

/** The width an element may fill, followed as the window or the side menu changes (960 where nothing is laid out, as in tests). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || 960);
    const ro = new ResizeObserver(([e]) => e && e.contentRect.width && setWidth(Math.floor(e.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}
