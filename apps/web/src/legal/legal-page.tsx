import { useMatch } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';

const TEXTS = {
  terms: [
    'Lectern is open-source software. This instance is run by its operator, who sets the terms under which you may use it.',
    'You keep the rights to the decks and media you make here, and you are responsible for what you publish. Public decks can be seen by anyone; private decks only by you and those you share them with.',
    'Ask the operator of this instance for the terms that apply to you.',
  ],
  privacy: [
    'This instance keeps what you give it: your account (username, e-mail address, a hash of your password), your decks, your media and your settings. It sets one cookie for your session and no tracking cookies.',
    'Nothing is sent to other companies unless its operator turns on a service that needs it (outgoing mail, stock media search), and then only what that service needs.',
    'Ask the operator of this instance to see or remove your data.',
  ],
} as const;

/** The Terms of Service and Privacy policy pages the sign-up form points to. */
export function LegalPage({ page }: { page: keyof typeof TEXTS }) {
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  useDocumentTitle(title);
  return (
    <section className="screen">
      <h1 className="screen__title">{title}</h1>
      {TEXTS[page].map((text) => (
        <p key={text} className="screen__text">
          {text}
        </p>
      ))}
    </section>
  );
}
