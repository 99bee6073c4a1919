/** The team fields its managers change with PUT /team (spec/002 §3, §7). */
export interface TeamSettings {
  name: string;
  slug: string;
  logo_url: string | null;
  default_theme_id: string | null;
  global_css_input: string;
  global_css_output: string;
  allow_scripts: boolean;
  allow_public_decks: boolean;
  google_domain: string | null;
  /** Whether the team has turned the new editor on; until then its managers see its announcement. */
  beta_new_editor: boolean;
}

export const defaultTeamSettings: Omit<TeamSettings, 'name' | 'slug'> = {
  logo_url: null,
  default_theme_id: null,
  global_css_input: '',
  global_css_output: '',
  allow_scripts: false,
  allow_public_decks: true,
  google_domain: null,
  beta_new_editor: false,
};

/**
 * Whether an address is on the team's own Google domain: such people join the team by signing in
 * with it, so 'Add to team' is not offered for them (spec/001 §5).
 */
export function onTeamDomain(email: string, googleDomain: string | null): boolean {
  if (!googleDomain) return false;
  return email.trim().toLowerCase().endsWith(`@${googleDomain.trim().toLowerCase()}`);
}

/** Whether a domain a sign-in provider vouched for (a hosted domain, or an address's) is the team's Google domain. */
export function isTeamDomain(domain: string, googleDomain: string | null): boolean {
  return googleDomain !== null && domain.trim().toLowerCase() === googleDomain.trim().toLowerCase();
}
