/** Graph's error for a call (HTTP status, error code, message), thrown by an operation and answered by the routes. */
export class GraphFailure extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
