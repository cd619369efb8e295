// vitest: a module graph of its own (each test imports the module afresh).
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFramePainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('waits for the paint after a frame is drawn, not for the paint that came before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers();
    const { afterFramePainted, frameDrawn } = await import('./after-frame-paint');
    let resolved = false;
    // As watchAuth does before the page has drawn anything (index.html's logo row has painted).
    void afterFramePainted(10_000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false);
    frameDrawn();
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved, 'not before the browser paints the frame').toBe(false);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    // Later waits (another navigation) end at once.
    let again = false;
    void afterFramePainted(10_000).then(() => (again = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(again).toBe(true);
  });

  it('gives up waiting after the fallback where no frame paints (an error page)', async () => {
    vi.useFakeTimers();
    const { afterFramePainted } = await import('./after-frame-paint');
    let resolved = false;
    void afterFramePainted(1500).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
