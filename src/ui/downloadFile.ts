/** Hands `content` (text, or a Blob already built) to the browser as a file download named `fileName`. */
export function downloadFile(fileName: string, content: string | Blob, type = 'application/json'): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is not needed any longer.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
