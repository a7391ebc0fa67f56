import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandler, reloadDelayMs } from './global-errors';

let uninstall: () => void = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

describe("spec section 8: a message containing 'Cannot access' reloads the page after 1 second", () => {
  it('reloads 1000 ms after such a window error', () => {
    const reload = vi.fn();
    uninstall = installGlobalErrorHandler(window, reload);
    window.dispatchEvent(new ErrorEvent('error', { message: "Cannot access 'x' before initialization" }));
    vi.advanceTimersByTime(reloadDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after such an unhandled rejection', () => {
    const reload = vi.fn();
    uninstall = installGlobalErrorHandler(window, reload);
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    Object.assign(event, { reason: new ReferenceError("Cannot access 'Chunk' before initialization") });
    window.dispatchEvent(event);
    vi.advanceTimersByTime(reloadDelayMs);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    uninstall = installGlobalErrorHandler(window, reload);
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is not a function' }));
    vi.advanceTimersByTime(reloadDelayMs * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
