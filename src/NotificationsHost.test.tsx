// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { NotificationsHost } from './NotificationsHost';
import { renderInMantine } from './ui/testing/renderInMantine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('asks for the toasts code only once the first page has settled and the browser is then idle', async () => {
  let settle: () => void = () => undefined;
  const firstPage = new Promise<void>((resolve) => {
    settle = resolve;
  });
  renderInMantine(<NotificationsHost firstPage={firstPage} />);

  await act(() => vi.advanceTimersByTimeAsync(5_000));
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

  settle();
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await vi.waitFor(() => {
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
