import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('spec section 8: a rendering failure shows the error screen', () => {
  it("shows 'Something went wrong' with the spec text and a Refresh Page button that refreshes", async () => {
    // React reports the caught error on console.error; this test expects that.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onRefresh = vi.fn();
    render(
      <ErrorBoundary onRefresh={onRefresh}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred. Please try refreshing the page.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
