import { useEffect } from 'react';

const APP_NAME = 'Bizamply';

/** Names the browser tab after the page: 'Dashboard · Bizamply'. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
