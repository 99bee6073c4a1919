import { type ProfileTab, PROFILE_TABS } from '../api/profiles';

const TAB_LABELS: Record<ProfileTab, string> = { personal: 'Decks', shared: 'Shared with me', trash: 'Trash' };

/**
 * The deck lists of the profile, shown only when more than one of them holds decks (spec/000 §2),
 * or when decks are shared with a person who has none of their own (the only way to them), or to
 * lead back from an empty one.
 */
export function ProfileTabs({
  counts,
  current,
  onChange,
}: {
  counts: Record<ProfileTab, number>;
  current: ProfileTab;
  onChange: (tab: ProfileTab) => void;
}) {
  const filled = PROFILE_TABS.filter((tab) => counts[tab] > 0);
  if (filled.length < 2 && current === 'personal' && !filled.includes('shared')) return null;
  const shown = PROFILE_TABS.filter((tab) => counts[tab] > 0 || tab === current || tab === 'personal');
  return (
    <nav className="profile-tabs" aria-label="Deck lists">
      {shown.map((tab) => (
        <button
          key={tab}
          type="button"
          className="profile-tabs__tab"
          aria-pressed={tab === current}
          onClick={() => tab !== current && onChange(tab)}
        >
          {TAB_LABELS[tab]}
          <span className="count">{counts[tab]}</span>
        </button>
      ))}
    </nav>
  );
}
