import './sign-in-options.css';
import type { ReactNode, RefObject } from 'react';

/**
 * An expandable authentication section of the account screens (spec/002 §2), open to start with.
 * Without a `title` (a screen offering one way only) it is just its content.
 */
export function AuthSection({
  title,
  children,
  sectionRef,
}: {
  title?: string;
  children: ReactNode;
  sectionRef?: RefObject<HTMLDetailsElement | null>;
}) {
  if (!title) return children;
  return (
    <details className="auth-section" open ref={sectionRef}>
      <summary className="auth-section__title">{title}</summary>
      <div className="auth-section__body">{children}</div>
    </details>
  );
}
