import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { activateLanguage } from '../../lib/i18n';
import { CallableError } from '../../lib/functions';
import { useAuthStore } from '../../stores/auth-store';
import SharePage from './share-page';

const getSharedChild = vi.hoisted(() => vi.fn());
vi.mock('../../features/sharing/api/sharing', () => ({
  getSharedChild,
  subscribeToShare: vi.fn(),
  rememberPendingShare: vi.fn(),
}));

const token = '7d444840-9dc0-4b1a-8f3e-3a2c1b0e9f11';

function renderShare() {
  return renderAt(`/en-US/share/${token}`, ':lang/share/:token', <SharePage />);
}

beforeEach(async () => {
  await activateLanguage('en-US');
  useAuthStore.getState().setSignedOut();
});

describe('SharePage', () => {
  it('says "No Data Available" when the child is gone', async () => {
    getSharedChild.mockRejectedValueOnce(
      new CallableError('db/not-found', 'Child not found', 'child-not-found'),
    );
    renderShare();
    expect(await screen.findByRole('heading', { name: 'No Data Available' })).toBeTruthy();
    expect(
      screen.getByText('The requested child data could not be found or has been removed.'),
    ).toBeTruthy();
    expect(getSharedChild).toHaveBeenCalledWith(token);
  });

  it('shows "Invalid Share Link" with the reason for an unknown token', async () => {
    getSharedChild.mockRejectedValueOnce(
      new CallableError('db/not-found', 'Invalid or expired share token', 'token-invalid'),
    );
    renderShare();
    expect(await screen.findByRole('heading', { name: 'Invalid Share Link' })).toBeTruthy();
    expect(screen.getByText('Invalid or expired share token')).toBeTruthy();
  });

  it('offers Retry when the server cannot be reached', async () => {
    getSharedChild.mockRejectedValueOnce(new CallableError('api/network-error', 'offline'));
    renderShare();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
  });
});
