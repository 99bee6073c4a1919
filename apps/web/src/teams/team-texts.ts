/** What the team screens say; the spec's own texts (spec/002 §8) verbatim. */
export const teamTexts = {
  pageError: 'Sorry but we ran into an issue. Try reloading the page.',
  auditTitle: 'Membership audit',
  auditIntro: 'Every change to who is in your team, who made it and when. Nothing here can be edited.',
  auditFilter: 'Filter the audit',
  auditMember: 'Member',
  auditFrom: 'From',
  auditTo: 'To',
  auditApply: 'Filter',
  auditExport: 'Export CSV',
  auditLoading: 'Loading the audit…',
  auditEmpty: 'No membership changes match.',
  auditForbidden: "Only the team's owner and admins see its membership audit.",
  auditWhen: 'When',
  auditChange: 'Change',
  auditDetail: 'Role or decks',
  auditBy: 'By',
} as const;
