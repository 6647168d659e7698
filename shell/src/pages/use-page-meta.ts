import { useEffect } from 'react';

/** Every page names itself: the tab title and the meta description. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | PharmaSetu`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
