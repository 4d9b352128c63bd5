/** Hands bytes to the browser (or Electron) as a file download: an object URL on a clicked link. */
export function downloadFile(bytes: Uint8Array | string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
