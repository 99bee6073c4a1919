import type { TeamInvite } from '@lectern/contracts';
import { createClient, type TestClient } from './client.js';
import type { TestBff } from './harness.js';

/** Signs a team up, its owner `username` signed in on `client`. */
export const signUpTeam = (client: TestClient, name: string, slug: string, username: string) =>
  client.post('/api/v1/teams', {
    team: { name, slug },
    user: { username, email: `${username}@example.com`, password: 'secret-password' },
    subscription: { billing_period: 'yearly' },
  });

/**
 * `manager` invites `email`; a new person signs up as `username` through the link's token
 * (`beforeJoining` sees it and the person first). Answers that person's client and user id.
 */
export async function inviteAndJoin(
  bff: TestBff,
  manager: TestClient,
  email: string,
  username: string,
  beforeJoining?: (token: string, client: TestClient) => Promise<void>,
): Promise<{ client: TestClient; id: string; invitation: TeamInvite }> {
  const invited = await manager.post('/api/v1/team/invitations', { invitation: { email: `  ${email} ` } });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const invitation = invited.json().invitation as TeamInvite;
  const token = decodeURIComponent(invitation.invitation_url.split('/invitations/')[1]!);
  const client = createClient(bff.app);
  await beforeJoining?.(token, client);
  const joined = await client.post(`/api/v1/invitations/${encodeURIComponent(token)}`, {
    user: { username, password: 'secret-password' },
  });
  if (joined.statusCode !== 201) throw new Error(`joining failed: ${joined.statusCode} ${joined.body}`);
  return { client, id: joined.json().user.id as string, invitation };
}
