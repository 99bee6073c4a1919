import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

/** PUT /team/logo: the team's managers upload its logo through the media pipeline; members see it. */
describe('the team logo', () => {
  let bff: TestBff;
  let owner: TestClient;
  let member: TestClient;
  let outsider: TestClient;
  let png: Buffer;

  beforeAll(async () => {
    bff = await createTestBff();
    png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    owner = createClient(bff.app);
    expect((await signUpTeam(owner, 'Logo Co', 'logoco', 'lola')).statusCode).toBe(201);
    member = (await inviteAndJoin(bff, owner, 'max@example.com', 'maxlogo')).client;
    outsider = createClient(bff.app);
    expect((await signUpTeam(outsider, 'Else Co', 'elseco', 'elsa')).statusCode).toBe(201);
  });
  afterAll(() => bff.close());

  it("is uploaded by the team's managers and shown to its members", async () => {
    const answer = await owner.upload('/api/v1/team/logo', png, 'image/png');
    expect(answer.statusCode).toBe(200);
    const logoUrl = answer.json().team.logo_url as string;
    expect(logoUrl).toMatch(/^\/media-files\/[^/]+\/original$/);
    expect((await member.get('/api/v1/team')).json().team.logo_url).toBe(logoUrl);
    const file = await member.get(logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await outsider.get(logoUrl)).statusCode).toBe(404);
  });

  it('is cleaned like any SVG upload', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>';
    const answer = await owner.upload('/api/v1/team/logo', Buffer.from(svg), 'image/svg+xml');
    expect(answer.statusCode).toBe(200);
    const stored = (await owner.get(answer.json().team.logo_url)).body;
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload/i);
  });

  it('refuses what is not an image, and anyone but a manager', async () => {
    const before = (await owner.get('/api/v1/team')).json().team.logo_url;
    const page = await owner.upload('/api/v1/team/logo', Buffer.from('<p>not an image</p>'), 'image/png');
    expect(page.statusCode).toBe(422);
    expect((await member.upload('/api/v1/team/logo', png, 'image/png')).statusCode).toBe(403);
    expect((await owner.get('/api/v1/team')).json().team.logo_url).toBe(before);
    // A refused file leaves nothing in the team's media.
    const media = (await owner.get('/api/v1/team/media')).json();
    expect(media.results.map((item: { filename: string }) => item.filename)).toEqual(['Team logo', 'Team logo']);
  });
});
