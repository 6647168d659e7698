import { useEffect, useRef, useState } from 'react';

/**
 * True once the element behind the returned ref comes within `margin` px of the viewport, and from
 * then on. Where the browser has no IntersectionObserver it is true at once: nothing is held back.
 */
export function useNearViewport<T extends Element>(margin: number) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, ref] as const;
}
