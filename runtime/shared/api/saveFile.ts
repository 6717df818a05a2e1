/**
 * Hands a downloaded file to the browser as a download named `fileName`: an object URL clicked
 * through a temporary `<a download>`, released once the browser has taken it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download at once; the URL is released after the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
