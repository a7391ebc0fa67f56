import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import {
  getToasts,
  resetToasts,
  toast,
  toastDurationMs,
  toastLimit,
  toastRemoveDelayMs,
  toastSwipeThreshold,
  toastViewportMaxWidth,
} from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('spec section 9: toast constants', () => {
  it('uses the spec values: limit 1, 5000 ms, removal 1000000 ms, swipe 50, width 420px', () => {
    expect(toastLimit).toBe(1);
    expect(toastDurationMs).toBe(5000);
    expect(toastRemoveDelayMs).toBe(1_000_000);
    expect(toastSwipeThreshold).toBe(50);
    expect(toastViewportMaxWidth).toBe('420px');
  });

  it('shows one toast at a time: a new toast replaces the old one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newer' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(getToasts()).toHaveLength(1);
  });

  it('closes a toast after 5000 ms and removes it 1000000 ms after dismissal', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(toastDurationMs - 10));
    expect(getToasts()[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(getToasts()[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(toastRemoveDelayMs - 100));
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(getToasts()).toHaveLength(0);
  });

  it('the viewport is labelled with the F8 hotkey and limited to 420px wide', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    const region = screen.getByRole('region', { name: /F8/ });
    const list = region.querySelector('ol');
    expect(list).toHaveStyle({ maxWidth: '420px' });
  });

  it('a destructive toast is marked as such', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid credentials', variant: 'destructive' });
    });
    const title = screen.getByText('Login failed');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  });
});
