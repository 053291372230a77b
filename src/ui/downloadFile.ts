/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is not needed any longer.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
