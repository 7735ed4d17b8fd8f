import { useEffect } from 'react';

export const APP_NAME = 'Pomopal';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
