import { useEffect } from 'react';
import { useCouncil } from '@council/site-config';

/** Names the page in the browser's tab and history: the screen's title, then the council's name. */
export function PageTitle({ title }: { title: string }) {
  const { name } = useCouncil();
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
  return null;
}
