import { vi } from 'vitest';

/** A file handed to the browser's download: its name and its content. */
export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files the page downloads (jsdom has neither object URLs nor downloads): each Blob given
 * to `URL.createObjectURL`, with the name of the link clicked for it. Undo with `vi.restoreAllMocks()`.
 */
export function catchDownloads(): DownloadedFile[] {
  const files: DownloadedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}
