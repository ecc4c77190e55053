/** Types of large-import-file.mjs, for the server's TypeScript tests. */
export function largeImportLines(rows: number): Generator<string>;
export function largeImportFile(rows: number): Buffer;
export function writeLargeImportFile(file: string, rows: number): Promise<void>;
