import { vi } from 'vitest';

/** Enough of XMLHttpRequest for the api client's upload transport, for tests. */
type Listener = (event: ProgressEvent) => void;

/** `onSend` plays the server: it reports progress, replies or fails. */
export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  body: unknown = undefined;
  readonly headers = new Headers();
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private responseHeaders = '';
  private readonly listeners = new Map<string, Listener[]>();
  private readonly uploadListeners: Listener[] = [];
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'progress') this.uploadListeners.push(listener);
    },
  };

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.append(name, value);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    this.onSend(this);
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners) {
      listener(new ProgressEvent('progress', { loaded, total, lengthComputable }));
    }
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'Content-Type: application/json\r\nX-Request-Id: r1\r\n';
    this.fire('load');
  }
  fail() {
    this.fire('error');
  }
  private fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new ProgressEvent(type));
  }
}

/**
 * Stubs XMLHttpRequest for a test: every request the page makes is kept, in order, and played by `onSend` (by
 * default it reports half of a 2 MB upload and waits for the test to answer).
 */
export const stubUploads = (
  onSend: (xhr: FakeXhr) => void = (xhr) => {
    xhr.progress(1_000_000, 2_000_000);
  },
): FakeXhr[] => {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super((xhr) => {
          sent.push(xhr);
          onSend(xhr);
        });
      }
    },
  );
  return sent;
};
