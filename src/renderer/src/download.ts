/** Hands bytes to the browser (or Electron) as a file download: an object URL on a clicked link. */
export function downloadFile(bytes: Uint8Array | string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of base64 text, as the services answer an exported file. */
export function bytesOfBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Downloads an exported file as the services answered it: its bytes in base64, its name and type. */
export function downloadExported(file: { readonly base64: string; readonly fileName: string; readonly mimeType: string }): void {
  downloadFile(bytesOfBase64(file.base64), file.fileName, file.mimeType);
}
