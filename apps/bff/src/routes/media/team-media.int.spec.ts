import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, Tag } from '@lectern/contracts';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

/**
 * The team's shared media and its tags (spec/001 §6, §7 "/team/media equivalents", "team tags under
 * /team/tags"): managers upload and change them, members read and use them, and nobody outside the
 * team learns they exist.
 */
describe('team media', () => {
  let bff: TestBff;
  let owner: TestClient;
  let admin: TestClient;
  let member: TestClient;
  let outsider: TestClient;
  let loner: TestClient;
  let item: MediaItem;
  let png: Buffer;

  const upload = (client: TestClient, url: string, body: Buffer) => client.upload(url, body, 'image/png');

  beforeAll(async () => {
    bff = await createTestBff();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    owner = createClient(bff.app);
    expect((await signUpTeam(owner, 'Media Co', 'mediaco', 'mona')).statusCode).toBe(201);
    admin = (await inviteAndJoin(bff, owner, 'ada@example.com', 'ada')).client;
    member = (await inviteAndJoin(bff, owner, 'mel@example.com', 'mel')).client;
    const adaId = ((await admin.get('/api/v1/team/users')).json().results as { id: string; username: string }[]).find(
      (user) => user.username === 'ada',
    )!.id;
    expect((await owner.put(`/api/v1/team/users/${adaId}`, { user: { role: 'admin' } })).statusCode).toBe(200);
    outsider = createClient(bff.app);
    expect((await signUpTeam(outsider, 'Other Co', 'otherco', 'otto')).statusCode).toBe(201);
    loner = await signedUpClient(bff.app, 'lonely');
  });
  afterAll(() => bff.close());

  it('lets a manager upload to the team library, apart from everyone’s own media', async () => {
    const created = await admin.post('/api/v1/team/media', { media: { type: 'Image', filename: 'Team logo.png' } });
    expect(created.statusCode, created.body).toBe(201);
    const uploaded = await upload(admin, created.json().media.upload_url, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    item = uploaded.json().media;
    expect(item).toMatchObject({ label: 'Team logo', status: 'uploaded' });
    for (const client of [owner, admin, member]) {
      const list = (await client.get('/api/v1/team/media')).json();
      expect(list.results.map((m: MediaItem) => m.id)).toEqual([item.id]);
      expect((await client.get('/api/v1/media')).json().results).toEqual([]);
    }
    expect((await member.get(`/api/v1/team/media/${item.id}`)).json().media.id).toBe(item.id);
    expect((await member.get(item.url!)).statusCode).toBe(200);
  });

  it('keeps the team library read-only for members', async () => {
    const refused = [
      await member.post('/api/v1/team/media', { media: { type: 'Image', filename: 'mine.png' } }),
      await member.put(`/api/v1/team/media/${item.id}`, { media: { label: 'Renamed' } }),
      await member.put(`/api/v1/team/media/${item.id}`, { media: { hidden: true } }),
      await member.delete(`/api/v1/team/media/${item.id}`),
      await member.post('/api/v1/team/tags?tag_type=media'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 403));
    expect((await upload(member, `/api/v1/media/${item.id}/file`, png)).statusCode).toBe(403);
    // Not through the personal library's addresses either.
    expect((await member.put(`/api/v1/media/${item.id}`, { media: { label: 'Renamed' } })).statusCode).toBe(404);
    expect((await member.delete(`/api/v1/media/${item.id}`)).statusCode).toBe(404);
    expect((await member.get(`/api/v1/team/media/${item.id}`)).json().media.label).toBe('Team logo');
  });

  it('lets managers rename, trash and restore team media', async () => {
    const renamed = await owner.put(`/api/v1/team/media/${item.id}`, { media: { label: 'Logo' } });
    expect(renamed.json().media.label).toBe('Logo');
    expect((await admin.put(`/api/v1/team/media/${item.id}`, { media: { hidden: true } })).json().media.hidden).toBe(
      true,
    );
    expect((await member.get('/api/v1/team/media')).json().results).toEqual([]);
    expect((await member.get('/api/v1/team/media?hidden=true')).json().results).toHaveLength(1);
    await admin.put(`/api/v1/team/media/${item.id}`, { media: { hidden: false } });
    expect((await member.get('/api/v1/team/media')).json().results).toHaveLength(1);
  });

  it('tags team media with team tags, which members read and only managers change', async () => {
    const created = await admin.post('/api/v1/team/tags');
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json().tag as Tag;
    expect(tag).toMatchObject({ name: 'Tag 1', tag_type: 'media' });
    expect((await admin.put(`/api/v1/team/tags/${tag.id}`, { tag: { name: 'Brand' } })).json().tag.name).toBe('Brand');
    const tagged = await admin.post(`/api/v1/team/tags/${tag.id}/add_media`, { model_ids: [item.id] });
    expect(tagged.json().tag.medias).toEqual([item.id]);
    expect((await member.get('/api/v1/team/tags')).json().tags.map((t: Tag) => t.name)).toEqual(['Brand']);
    expect((await member.get('/api/v1/team/media')).json().results[0].tags).toEqual([tag.id]);
    // The admin's own tags and the team's stay apart.
    expect((await admin.get('/api/v1/tags?tag_type=media')).json().tags).toEqual([]);
    const own = (await admin.post('/api/v1/tags?tag_type=media')).json().tag as Tag;
    expect(own.name).toBe('Tag 1');
    expect((await admin.post(`/api/v1/tags/${own.id}/add_media`, { model_ids: [item.id] })).statusCode).toBe(404);
    expect((await admin.put(`/api/v1/tags/${tag.id}`, { tag: { name: 'x' } })).statusCode).toBe(404);
    const mine = (await admin.post('/api/v1/media', { media: { type: 'Image', filename: 'mine.png' } })).json().media;
    expect((await admin.post(`/api/v1/team/tags/${tag.id}/add_media`, { model_ids: [mine.id] })).statusCode).toBe(404);
    const refused = [
      await member.put(`/api/v1/team/tags/${tag.id}`, { tag: { name: 'Mine' } }),
      await member.delete(`/api/v1/team/tags/${tag.id}`),
      await member.delete(`/api/v1/team/tags/${tag.id}/remove_media`, { model_ids: [item.id] }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect((await member.get('/api/v1/team/tags?tag_type=deck')).statusCode).toBe(422);
  });

  it('shows another team, a person in no team and visitors nothing of it', async () => {
    expect((await outsider.get('/api/v1/team/media')).json().results).toEqual([]);
    expect((await outsider.get('/api/v1/team/tags')).json().tags).toEqual([]);
    const tagId = ((await member.get('/api/v1/team/tags')).json().tags[0] as Tag).id;
    for (const client of [outsider, loner]) {
      const answers = [
        await client.get(`/api/v1/team/media/${item.id}`),
        await client.put(`/api/v1/team/media/${item.id}`, { media: { label: 'Ours' } }),
        await client.get(`/api/v1/media/${item.id}`),
        await client.delete(`/api/v1/media/${item.id}`),
        await client.get(item.url!),
        await client.put(`/api/v1/team/tags/${tagId}`, { tag: { name: 'Ours' } }),
        await client.put(`/api/v1/tags/${tagId}`, { tag: { name: 'Ours' } }),
      ];
      // The person in no team has no team library to look in; the other team's owner finds nothing in theirs.
      expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 404));
    }
    const otterOnMediaCo = createClient(bff.app, { headers: { host: 'mediaco.lectern.test' } });
    otterOnMediaCo.setCookie('lectern_session', outsider.cookie('lectern_session')!);
    expect((await otterOnMediaCo.get('/api/v1/team/media')).statusCode).toBe(403);
    expect((await createClient(bff.app).get('/api/v1/team/media')).statusCode).toBe(401);
    expect((await createClient(bff.app).get(item.url!)).statusCode).toBe(404);
    expect((await loner.get('/api/v1/team/media')).statusCode).toBe(404);
  });

  it('lets members show team media in their decks, and nobody outside the team', async () => {
    const markup = `<section><img src="${item.url}"></section>`;
    const mine = await createDeck(member, { title: 'With the logo' });
    expect((await member.put(`/api/v1/decks/${mine.id}`, { deck: { data: markup, version: 1 } })).statusCode).toBe(200);
    const read = await member.get(`/api/v1/decks/${mine.id}/data`);
    expect(read.json().data).toContain(item.url);
    // Anyone who may view the member's public deck gets the file it shows.
    expect((await createClient(bff.app).get(item.url!)).statusCode).toBe(200);
    const theirs = await createDeck(outsider, { title: 'Borrowed' });
    await outsider.put(`/api/v1/decks/${theirs.id}`, { deck: { data: markup, version: 1 } });
    expect((await outsider.get(`/api/v1/decks/${theirs.id}/data`)).json().data).not.toContain(item.url);
  });
});
