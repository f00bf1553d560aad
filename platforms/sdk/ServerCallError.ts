/** A call to the game server that did not answer 2xx: its path, status and what it said. */
export class ServerCallError extends Error {
  override readonly name = 'ServerCallError';
  readonly path: string;
  readonly status: number;
  readonly body: string;

  constructor(path: string, status: number, body: string) {
    super(`${path} answered ${status}: ${body.slice(0, 200)}`);
    this.path = path;
    this.status = status;
    this.body = body;
  }
}
