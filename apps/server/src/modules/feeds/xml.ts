/** Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or attribute content, escaped; characters XML cannot hold are dropped. */
export function xmlText(value: string | number | boolean): string {
  return String(value)
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Child = string | null | undefined | false;

/**
 * One element: `el('title', {}, 'text')` escapes text given as a plain value; children given as an array
 * are already-built elements. Empty or missing values leave the element out.
 */
export function el(
  name: string,
  attributes: Record<string, string | number | undefined> = {},
  content?: string | number | Child[],
): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${xmlText(value!)}"`)
    .join('');
  if (content === undefined || content === '') return `<${name}${attrs}/>`;
  const inner = Array.isArray(content) ? content.filter(Boolean).join('') : xmlText(content);
  return `<${name}${attrs}>${inner}</${name}>`;
}

/** An element only when its value is present. */
export function optional(name: string, value: string | number | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : el(name, {}, value);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
