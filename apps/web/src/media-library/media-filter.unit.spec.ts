import { describe, expect, it } from 'vitest';
import type { MediaItem, Tag } from '@lectern/contracts';
import { emptyListText, searchKey, shownMedia, type LibraryView } from './media-filter';

const item = (id: string, label: string, changes: Partial<MediaItem> = {}) =>
  ({ id, label, type: 'Image', status: 'complete', hidden: false, ...changes }) as MediaItem;
const library = [
  item('1', 'Team Photo'),
  item('2', 'Launch video', { type: 'Video' }),
  item('3', 'photo booth'),
  item('4', 'half uploaded', { status: 'waiting' }),
  item('5', 'Processing clip', { type: 'Video', status: 'processing' }),
  item('6', 'Intro tune', { type: 'Audio' }),
];
const trash = [item('9', 'old photo', { hidden: true })];
const tags = [{ id: 't', name: 'Work', medias: ['2', '3'] } as Tag];
const source = { library, trash, tags };
const ids = (view: LibraryView, term = '', only?: MediaItem['type']) =>
  shownMedia(source, view, term, only).map((shown) => shown.id);

describe('the list filters and search (spec/001 §2, spec/000 §5)', () => {
  it('shows everything but records still waiting for their file, or one type, or the trash', () => {
    expect(ids({ type: 'filter', filter: 'all' })).toEqual(['1', '2', '3', '5', '6']);
    expect(ids({ type: 'filter', filter: 'images' })).toEqual(['1', '3']);
    expect(ids({ type: 'filter', filter: 'videos' })).toEqual(['2', '5']);
    expect(ids({ type: 'filter', filter: 'audio' })).toEqual(['6']);
    expect(ids({ type: 'filter', filter: 'trash' })).toEqual(['9']);
  });

  it("shows a tag's media, and only the type being selected", () => {
    expect(ids({ type: 'tag', tagId: 't' })).toEqual(['2', '3']);
    expect(ids({ type: 'tag', tagId: 't' }, '', 'Video')).toEqual(['2']);
    expect(ids({ type: 'filter', filter: 'all' }, '', 'Image')).toEqual(['1', '3']);
    expect(ids({ type: 'filter', filter: 'all' }, '', 'Audio')).toEqual(['6']);
    expect(ids({ type: 'tag', tagId: 'gone' })).toEqual([]);
  });

  it('searches labels in any case, with at most 50 characters of the term', () => {
    expect(ids({ type: 'filter', filter: 'all' }, '  PHOTO ')).toEqual(['1', '3']);
    expect(ids({ type: 'filter', filter: 'trash' }, 'photo')).toEqual(['9']);
    expect(ids({ type: 'tag', tagId: 't' }, 'launch')).toEqual(['2']);
    expect(searchKey('x'.repeat(60))).toHaveLength(50);
  });

  it('says why the list is empty', () => {
    const all: LibraryView = { type: 'filter', filter: 'all' };
    expect(emptyListText(all, '')).toEqual({ title: "You haven't uploaded any media yet." });
    expect(emptyListText(all, '', 'Video')).toEqual({ title: 'There is no media of this type' });
    expect(emptyListText(all, '', 'Image', true)).toEqual({ title: "You haven't uploaded any media yet." });
    expect(emptyListText(all, '', undefined, true, 'team')).toEqual({
      title: "Your team doesn't have any shared media yet. Only admins can upload team media.",
    });
    expect(emptyListText({ type: 'filter', filter: 'videos' }, '')).toEqual({
      title: 'There is no media of this type',
    });
    expect(emptyListText({ type: 'tag', tagId: 't' }, '')).toEqual({
      title: 'This tag is empty...',
      text: 'No media has been added to this tag',
    });
    expect(emptyListText(all, ' sunset ')).toEqual({ title: 'No results for sunset' });
  });
});
