import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll, updated at most once per `throttleMs` (SPEC §9: 200 ms), with a
 * trailing update so the last position after scrolling stops is never missed.
 */
export function useScrollY(throttleMs: number): number {
  // 0 first, as the prerendered page was rendered (build/prerender.mjs), so hydrating it matches; read on the first frame.
  const [y, setY] = useState(0);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const update = () => {
      last = Date.now();
      timer = null;
      setY(window.scrollY);
    };
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) update();
      else if (!timer) timer = setTimeout(update, wait);
    };
    const first = window.requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [throttleMs]);
  return y;
}
