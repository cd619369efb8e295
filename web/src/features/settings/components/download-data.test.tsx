import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { DataExport } from '@sprout/core';
import { i18n, activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { DownloadData } from './download-data';

const api = vi.hoisted(() => ({ exportMyData: vi.fn() }));
vi.mock('../api/data-export', () => ({ exportMyData: api.exportMyData }));

const data: DataExport = {
  format: 'sprout-data-export',
  version: 1,
  exportedAt: '2026-11-02T10:00:00.000Z',
  uid: 'u1',
  profile: null,
  children: [],
  shares: [],
  subscriptions: { following: [], followers: [] },
  savedProducts: [],
};

describe('DownloadData', () => {
  const saved: Array<{ name: string; blob: Blob }> = [];
  beforeEach(async () => {
    await activateLanguage('en-US');
    api.exportMyData.mockReset();
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const renderIt = () =>
    render(
      <I18nProvider i18n={i18n}>
        <DownloadData />
      </I18nProvider>,
    );

  it('waits for the server, then saves the JSON and the CSV', async () => {
    let answer: (value: DataExport) => void = () => undefined;
    api.exportMyData.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const busy = screen.getByRole('button', { name: 'Preparing your data…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(data);
    expect((await screen.findByRole('status')).textContent).toBe('Your data has been downloaded.');
    expect(saved.map((file) => file.name)).toEqual([
      expect.stringMatching(/^sprout-data-\d{4}-\d\d-\d\d\.json$/),
      expect.stringMatching(/^sprout-measurements-\d{4}-\d\d-\d\d\.csv$/),
    ]);
    expect(JSON.parse(await (saved[0]?.blob.text() ?? ''))).toEqual(data);
  });

  it("adds inches and pounds to an imperial family's CSV", async () => {
    usePreferencesStore.getState().setMeasurementSystem('imperial');
    api.exportMyData.mockResolvedValue(data);
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByRole('status');
    const csv = await (saved[1]?.blob.text() ?? '');
    expect(csv).toContain('height_cm,weight_kg');
    expect(csv).toContain('height_in,weight_lb,foot_length_in');
    usePreferencesStore.getState().setMeasurementSystem('metric');
  });

  it("follows the units the exported profile records, not the page's guess before it arrived", async () => {
    // On /en-US the page guesses imperial until the profile is in; the file says metric.
    api.exportMyData.mockResolvedValue({
      ...data,
      profile: { measurementSystem: 'metric' } as DataExport['profile'],
    });
    usePreferencesStore.setState({ measurementSystem: null });
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByRole('status');
    const csv = await (saved[1]?.blob.text() ?? '');
    expect(csv).toContain('height_cm,weight_kg');
    expect(csv).not.toContain('height_in');
    usePreferencesStore.getState().setMeasurementSystem('metric');
  });

  it('says the export failed and offers Retry', async () => {
    api.exportMyData.mockRejectedValueOnce(new CallableError('api/server-error', 'x'));
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to export your data');
    expect(saved).toEqual([]);
    api.exportMyData.mockResolvedValueOnce(data);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saved).toHaveLength(2));
  });

  it("says 'Too many requests' when the hour's exports are used up", async () => {
    api.exportMyData.mockRejectedValue(new CallableError('api/rate-limit', 'x'));
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests, please try again later',
    );
  });
});
