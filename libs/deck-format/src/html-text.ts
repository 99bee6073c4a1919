import type { Attributes } from './model.js';

/** Escapes as the server's sanitizer writes text, so sanitized editor markup is unchanged. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** ` name="value"` per attribute; an empty value is written as the bare name. */
export function attributesHtml(attributes: Attributes): string {
  return attributes
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
}
