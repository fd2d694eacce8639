import { useId, type ReactNode } from 'react';

/** One of the shell's account pages: narrow, as the sign-in page, and named by its heading. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="shell-login mx-auto my-5" aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-4">
        {title}
      </h1>
      {children}
    </section>
  );
}
