import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorBox } from './error-box';

const analytics = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../../lib/analytics', () => analytics);

afterEach(cleanup);

describe('ErrorBox', () => {
  it("is coloured by the code's family and records the spec's error event once", () => {
    const { rerender } = render(<ErrorBox code="api/server-error">Server error</ErrorBox>);
    expect(screen.getByRole('alert').className).toBe('error-box error-box--api');
    rerender(<ErrorBox code="api/server-error">Server error</ErrorBox>);
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('error', { code: 'api/server-error' });
  });

  it('offers Retry when given one', () => {
    const retry = vi.fn();
    render(
      <ErrorBox code="db/connection-error" onRetry={retry} retryLabel="Retry">
        Unable to connect to database
      </ErrorBox>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
