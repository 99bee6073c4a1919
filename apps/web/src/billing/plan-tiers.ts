/** The tiers a person can be on, by the names the pricing page and its `highlight` use (spec/000 §6, spec/002 §2). */
export const PLAN_TIERS = [
  { name: 'Free', accountType: 'default', adds: 'Public decks: create, present, share and embed them.' },
  { name: 'Lite', accountType: 'lite', adds: 'Private decks and embeds without the footer.' },
  {
    name: 'Pro',
    accountType: 'pro',
    adds: 'Everything in Lite, private links, custom CSS and an embed domain whitelist.',
  },
  {
    name: 'Team',
    accountType: 'enterprise',
    adds: 'Everything in Pro, team slide templates, shared themes and team media.',
  },
] as const;

export type PlanTier = (typeof PLAN_TIERS)[number];

/** spec/002 §2: `highlight` holds tier names joined with hyphens (`pro-team`), in any case. */
export function highlightedTiers(highlight: string | undefined): Set<PlanTier['name']> {
  const asked = new Set((highlight ?? '').toLowerCase().split('-'));
  return new Set(PLAN_TIERS.filter((tier) => asked.has(tier.name.toLowerCase())).map((tier) => tier.name));
}
