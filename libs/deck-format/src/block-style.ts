import type { Geometry } from './model.js';
import { formatNumber, readNumber } from './numbers.js';

interface BlockStyle extends Geometry {
  readonly extraStyle: string;
}

/** Splits a style attribute into `name:value` declarations, minding quotes and parentheses. */
function declarations(style: string): [name: string, value: string][] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < style.length; index++) {
    const char = style[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(style.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(style.slice(start));
  return parts.flatMap((part) => {
    const colon = part.indexOf(':');
    if (colon < 0) return part.trim() ? [[part.trim(), '']] : [];
    return [[part.slice(0, colon).trim(), part.slice(colon + 1).trim()]];
  });
}

function pixels(value: string): number | null {
  const match = /^(.*?)(px)?$/i.exec(value);
  const number = readNumber(match?.[1]);
  return number !== null && (match?.[2] || number === 0) ? number : null;
}

function degrees(value: string): number | null {
  const match = /^rotate\(\s*(.*?)deg\s*\)$/i.exec(value);
  return match ? readNumber(match[1]) : null;
}

const GEOMETRY_PROPERTIES: Readonly<Record<string, keyof Geometry>> = {
  left: 'x',
  top: 'y',
  width: 'width',
  height: 'height',
  transform: 'rotation',
};

function geometryValue(key: keyof Geometry, value: string): number | 'auto' | null {
  if (key === 'rotation') return degrees(value);
  if (key === 'height' && value.toLowerCase() === 'auto') return 'auto';
  return pixels(value);
}

/**
 * Reads a block's `style`: `left`, `top`, `width`, `height` in px (height also `auto`) and a
 * `transform` that is only a rotation in degrees are its geometry; every other declaration
 * (and a repeated or unreadable geometry one) is kept in `extraStyle`, as `name:value` pairs
 * joined by `;`.
 */
export function readBlockStyle(style: string): BlockStyle {
  const geometry: Partial<Record<keyof Geometry, number | 'auto'>> = {};
  const extra: string[] = [];
  for (const [name, value] of declarations(style)) {
    const key = Object.hasOwn(GEOMETRY_PROPERTIES, name.toLowerCase())
      ? GEOMETRY_PROPERTIES[name.toLowerCase()]
      : undefined;
    const read = key && !(key in geometry) ? geometryValue(key, value) : null;
    if (key && read !== null) geometry[key] = read;
    else extra.push(value === '' ? name : `${name}:${value}`);
  }
  const number = (value: number | 'auto' | undefined) => (typeof value === 'number' ? value : 0);
  return {
    x: number(geometry.x),
    y: number(geometry.y),
    width: number(geometry.width),
    height: geometry.height ?? 'auto',
    rotation: number(geometry.rotation),
    extraStyle: extra.join(';'),
  };
}

export function blockStyle(block: BlockStyle): string {
  const height = block.height === 'auto' ? 'auto' : `${formatNumber(block.height)}px`;
  const declarations = [
    `left:${formatNumber(block.x)}px`,
    `top:${formatNumber(block.y)}px`,
    `width:${formatNumber(block.width)}px`,
    `height:${height}`,
  ];
  if (formatNumber(block.rotation) !== '0') declarations.push(`transform:rotate(${formatNumber(block.rotation)}deg)`);
  if (block.extraStyle) declarations.push(block.extraStyle);
  return declarations.join(';');
}
