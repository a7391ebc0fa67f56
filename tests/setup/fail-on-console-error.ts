import { afterEach, beforeEach, vi } from 'vitest';

// A test that prints an unexpected console error fails (DESIGN.md section 5).
// Tests that expect an error log spy on console.error themselves with vi.spyOn(...).mockImplementation.
let errors: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  errors = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const printed = errors;
  if (console.error !== original && !vi.isMockFunction(console.error)) console.error = original;
  if (printed.length > 0) {
    throw new Error(
      `Unexpected console.error during test: ${printed.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
