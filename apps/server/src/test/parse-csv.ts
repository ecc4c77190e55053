/** A strict RFC 4180 reader: CRLF records, quoted cells with doubled quotes; anything else throws. */
export function parseCsv(text: string): string[][] {
  if (!text.endsWith('\r\n')) throw new Error('the last record does not end with CRLF');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (ch === '"') {
      if (cell !== '' || wasQuoted) throw new Error(`stray quote at ${i}`);
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',' || ch === '\r') {
      if (ch === '\r' && text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`);
      row.push(cell);
      cell = '';
      wasQuoted = false;
      if (ch === '\r') {
        rows.push(row);
        row = [];
        i += 1;
      }
    } else if (ch === '\n') {
      throw new Error(`bare LF at ${i}`);
    } else {
      if (wasQuoted) throw new Error(`text after a closing quote at ${i}`);
      cell += ch;
    }
  }
  if (quoted) throw new Error('unterminated quoted cell');
  return rows;
}
