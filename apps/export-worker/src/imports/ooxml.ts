import { XMLParser } from 'fast-xml-parser';
import { ImportRefusedError } from './imported.js';

/** One element of an Office Open XML part, its children in document order (fast-xml-parser's `preserveOrder`). */
export type XNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

/**
 * Parses a part of a PowerPoint file. Parts never declare a DOCTYPE; one that does is refused
 * before parsing, so no entity can be expanded (the "billion laughs").
 */
export function parseXml(bytes: Buffer): XNode[] {
  const text = bytes.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new ImportRefusedError('unreadable', 'a part declares a DOCTYPE');
  return parser.parse(text) as XNode[];
}

export const tagOf = (node: XNode): string => Object.keys(node).find((key) => key !== ':@') ?? '';
export const kids = (node: XNode | undefined): XNode[] =>
  node ? ((node[tagOf(node)] as XNode[] | undefined) ?? []).filter((child) => typeof child === 'object') : [];
export const attr = (node: XNode | undefined, name: string): string | undefined =>
  (node?.[':@'] as Record<string, string> | undefined)?.[name];
export const child = (node: XNode | undefined, tag: string): XNode | undefined =>
  kids(node).find((item) => tagOf(item) === tag);
export const childrenNamed = (node: XNode | undefined, tag: string): XNode[] =>
  kids(node).filter((item) => tagOf(item) === tag);
/** The element at the end of a path of child tags. */
export const at = (node: XNode | undefined, ...tags: string[]): XNode | undefined =>
  tags.reduce<XNode | undefined>((current, tag) => child(current, tag), node);
/** The root element of a parsed part. */
export const root = (nodes: XNode[], tag: string): XNode | undefined => nodes.find((node) => tagOf(node) === tag);

/** The text an element holds, its descendants' included. */
export function textOf(node: XNode | undefined): string {
  if (!node) return '';
  const tag = tagOf(node);
  if (tag === '#text') return String(node['#text'] ?? '');
  return kids(node)
    .map((item) => textOf(item))
    .join('');
}

/** The targets of a part's relationships (`_rels/*.rels`), by id, resolved against the part's folder. */
export function relationships(nodes: XNode[], partPath: string): Map<string, { target: string; type: string }> {
  const folder = partPath.split('/').slice(0, -1).join('/');
  const map = new Map<string, { target: string; type: string }>();
  for (const relation of childrenNamed(root(nodes, 'Relationships'), 'Relationship')) {
    const id = attr(relation, 'Id');
    const target = attr(relation, 'Target');
    if (!id || !target || attr(relation, 'TargetMode') === 'External') continue;
    map.set(id, { target: resolvePath(folder, target), type: attr(relation, 'Type') ?? '' });
  }
  return map;
}

function resolvePath(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const part of target.replace(/^\//, '').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Where a part's relationships are: `ppt/slides/slide1.xml` → `ppt/slides/_rels/slide1.xml.rels`. */
export const relsPath = (partPath: string) => {
  const parts = partPath.split('/');
  const name = parts.pop()!;
  return [...parts, '_rels', `${name}.rels`].join('/');
};
