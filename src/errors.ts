/**
 * The portal's one error type for failures a person is told about: a machine-readable `code`
 * the catcher branches on (and maps to a dictionary text), a message, and the HTTP status when
 * the failure came from a call. Feature errors extend it by name only.
 */
export class PortalError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly status: number | undefined;

  constructor(code: Code, message = '', status?: number) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.status = status;
  }
}
