import { collaborationTexts as texts } from './texts';

/** The editor's prompts for requests to edit (only the editor sees them): 'Let them edit' or Dismiss. */
export function HandoverPrompts({
  requests,
  onApprove,
  onDeny,
}: {
  requests: readonly { userId: string; name: string }[];
  onApprove: (userId: string) => void;
  onDeny: (userId: string) => void;
}) {
  if (requests.length === 0) return null;
  return (
    <div className="collab-handover" role="region" aria-label="Requests to edit">
      {requests.map(({ userId, name }) => (
        <div key={userId} className="collab-handover__request" role="alertdialog" aria-label={`${name} wants to edit`}>
          <p>
            <strong>{name}</strong> would like to edit this deck.
          </p>
          <div className="collab-handover__actions">
            <button type="button" className="button button--small" onClick={() => onDeny(userId)}>
              {texts.dismiss}
            </button>
            <button type="button" className="button button--small button--primary" onClick={() => onApprove(userId)}>
              {texts.letThemEdit}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
