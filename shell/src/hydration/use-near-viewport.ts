import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `marginPx` of the viewport (or the visitor reaches into it: a pointer, a
 * touch or the focus inside it), and from then on. A slot whose remote is costly to start, and which a phone
 * shows only far down the page, starts it as the visitor heads there instead of with the first view: the work
 * does not hold the main thread while the page is first read. Where the browser has no IntersectionObserver it
 * is true at once.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const target = element.current;
    if (!target || typeof IntersectionObserver !== 'function') return setNear(true);
    const reached = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reached(), {
      rootMargin: `${marginPx}px`,
    });
    observer.observe(target);
    const intents = ['pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of intents) target.addEventListener(type, reached, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of intents) target.removeEventListener(type, reached);
    };
  }, [element, marginPx, near]);
  return near;
}
