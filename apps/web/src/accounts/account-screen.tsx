import type { ReactNode } from 'react';
import { useMatch } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';

interface AccountScreenProps {
  lead?: ReactNode;
  children: ReactNode;
  /** Links to the other account screens, under the card. */
  footer?: ReactNode;
}

/** The frame of the sign-up, sign-in, password and account screens: the route's title and a card. */
export function AccountScreen({ lead, children, footer }: AccountScreenProps) {
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  useDocumentTitle(title);
  return (
    <section className="account-screen">
      <h1 className="screen__title">{title}</h1>
      {lead && <p className="account-screen__lead">{lead}</p>}
      <div className="account-card">{children}</div>
      {footer && <p className="account-screen__footer">{footer}</p>}
    </section>
  );
}
