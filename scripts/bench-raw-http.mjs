// A minimal HTTP/1.1 client for the load generators: one keep-alive socket, one call at a time (as a
// browser's connection without pipelining; a call made meanwhile waits its turn), the request written as one string and the answer read
// with no more parsing than a load generator needs (status, headers, body by Content-Length or
// chunks). node:http's client costs several times more CPU per call (a ClientRequest, an agent,
// llhttp's callbacks and an IncomingMessage stream for every call), and on two cores the generator
// shares the machine with the server it measures: every microsecond it spends is taken from the
// figure. Not a general client: no redirects, no 1xx answers, no trailers.
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** An answer: status, headers by lower-case name (set-cookie as a list), and the body's bytes. */
export class RawConnection {
  /** @param {string} host @param {number} port */
  constructor(host, port) {
    this.host = host;
    this.port = port;
    this.socket = null;
    this.pending = null;
    this.buffer = Buffer.alloc(0);
    this.head = null;
    this.queue = Promise.resolve();
  }

  /**
   * Sends one call and resolves with its whole answer; rejects when the connection fails. A call
   * made while another is on the way waits for it (a browser's connection without pipelining).
   */
  call(method, path, headers, body) {
    const turn = this.queue.then(() => this.send(method, path, headers, body));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  send(method, path, headers, body) {
    const socket = this.socket ?? this.open();
    // An idle connection does not keep the process alive (as node:http's keep-alive agent does).
    socket.ref();
    let text = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
    for (const name in headers) text += `${name}: ${headers[name]}\r\n`;
    const payload = body === undefined ? undefined : Buffer.from(body);
    if (payload) text += `content-length: ${payload.length}\r\n`;
    text += '\r\n';
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, method };
      socket.write(payload ? Buffer.concat([Buffer.from(text, 'latin1'), payload]) : text);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }

  open() {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.head = null;
    socket.on('data', (chunk) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.read();
    });
    const ended = (error) => {
      if (this.socket === socket) this.socket = null;
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error ?? new Error('connection closed'));
    };
    socket.on('error', ended);
    socket.on('close', () => ended());
    return socket;
  }

  /** Takes the answer out of the bytes read so far, once they hold all of it. */
  read() {
    if (!this.pending) return;
    if (!this.head) {
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0) return;
      const lines = this.buffer.toString('latin1', 0, end).split('\r\n');
      const status = Number(lines[0].slice(9, 12));
      const headers = { 'set-cookie': [] };
      for (let i = 1; i < lines.length; i++) {
        const line = lines[i];
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'set-cookie') headers['set-cookie'].push(value);
        else headers[name] = value;
      }
      const noBody = status === 204 || status === 304 || this.pending.method === 'HEAD';
      this.head = {
        status,
        headers,
        length: noBody ? 0 : headers['content-length'] === undefined ? -1 : Number(headers['content-length']),
        chunked: !noBody && /chunked/i.test(headers['transfer-encoding'] ?? ''),
      };
      this.buffer = this.buffer.subarray(end + 4);
    }
    const { head } = this;
    let body;
    if (head.chunked) {
      body = this.dechunked();
      if (!body) return;
    } else if (head.length >= 0) {
      if (this.buffer.length < head.length) return;
      body = this.buffer.subarray(0, head.length);
      this.buffer = this.buffer.subarray(head.length);
    } else {
      return; // read to the end of the connection: the servers measured here never answer so
    }
    const pending = this.pending;
    this.pending = null;
    this.head = null;
    if (/close/i.test(head.headers.connection ?? '')) this.close();
    else this.socket?.unref();
    pending.resolve({ status: head.status, headers: head.headers, body });
  }

  /** A chunked body once all of it (the zero-length chunk included) has arrived, or null. */
  dechunked() {
    const parts = [];
    let at = 0;
    for (;;) {
      const lineEnd = this.buffer.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(this.buffer.toString('latin1', at, lineEnd), 16);
      const start = lineEnd + 2;
      if (size === 0) {
        if (this.buffer.length < start + 2) return null;
        this.buffer = this.buffer.subarray(start + 2);
        return Buffer.concat(parts);
      }
      if (this.buffer.length < start + size + 2) return null;
      parts.push(this.buffer.subarray(start, start + size));
      at = start + size + 2;
    }
  }
}
