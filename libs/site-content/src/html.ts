const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe to place in HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => TEXT_ESCAPES[character]!);
