type Sender = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch, looked up when a request is sent (tests stand a stub in for it).
let sender: Sender = (url, init) => fetch(url, init);

/** Sends one of the fetch client's requests: with the browser's fetch, unless the server rendering a page said how. */
export function sendRequest(url: string, init: RequestInit): Promise<Response> {
  return sender(url, init);
}

/**
 * The server's render of a page's first view (src/ssr/renderFirstView.tsx) sends the page's requests to its own API
 * in-process; its bundle has a module of its own, so the browser's app never sees this.
 */
export function sendRequestsWith(send: Sender): void {
  sender = send;
}
