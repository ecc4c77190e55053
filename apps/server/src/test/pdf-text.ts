import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, read without a PDF library: good enough for tests of PDFs that Chromium writes
 * (Type0 fonts with Identity-H encoding and a ToUnicode map, Flate-compressed streams). Each string a
 * content stream shows is mapped through its font's ToUnicode table; shown strings are joined by spaces,
 * so a test looks for words and figures, not layout.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const [, id, body] of raw.matchAll(objectPattern)) {
    const streamAt = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (streamAt >= 0) {
      const start = streamAt + body.slice(streamAt).indexOf('\n') + 1;
      const end = body.lastIndexOf('endstream');
      const bytes = Buffer.from(body.slice(start, end), 'latin1');
      try {
        stream = /\/FlateDecode/.test(body.slice(0, streamAt))
          ? inflateSync(bytes).toString('latin1')
          : bytes.toString('latin1');
      } catch {
        stream = null;
      }
    }
    objects.set(Number(id), { dict: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
  }

  // Every font resource name (`/F4 4 0 R`) with its ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, fontDict] of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref));
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
        const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
        if (cmap) fonts.set(name, parseToUnicode(cmap));
      }
    }
  }

  const shown: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTf\b/.test(stream)) continue;
    let font: Map<number, string> | undefined;
    for (const [token] of stream.matchAll(/\/\w+\s+[\d.]+\s+Tf|<[0-9A-Fa-f]*>|\[[^\]]*\]\s*TJ/g)) {
      if (token.endsWith('Tf')) {
        font = fonts.get(token.slice(1).split(/\s+/)[0]);
        continue;
      }
      if (!font) continue;
      let text = '';
      for (const [, hex] of token.matchAll(/<([0-9A-Fa-f]*)>/g)) {
        for (let i = 0; i + 4 <= hex.length; i += 4)
          text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
      shown.push(text);
    }
  }
  return shown.join(' ');
}

/** A ToUnicode CMap's `bfchar` and `bfrange` entries: glyph code → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code, 16), utf16(text));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, first] of block.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(first, 16);
      for (let code = parseInt(low, 16); code <= parseInt(high, 16); code++) {
        map.set(code, String.fromCharCode(start + code - parseInt(low, 16)));
      }
    }
  }
  return map;
}
