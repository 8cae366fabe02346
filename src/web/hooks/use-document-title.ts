import { useEffect } from 'react';

const SITE = 'Fowls';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE}`;
  }, [title]);
}
