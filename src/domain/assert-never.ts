/** Fails the typecheck when a discriminated union is not handled exhaustively; throws if reached at run time. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
