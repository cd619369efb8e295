// Stops a detached child's whole process group (vitest's workers, Chromium, the emulators) when
// `signal` aborts: SIGINT first, which lets firebase-tools shut its emulators down, then SIGKILL
// if the group is still there after `graceMs`.

/** Returns a function to call once the child has exited (drops the listener). */
export function stopGroupOnAbort(child, signal, graceMs = 20_000) {
  if (!signal) return () => undefined;
  let timer;
  const stop = () => {
    killGroup(child.pid, 'SIGINT');
    timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
    timer.unref();
  };
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return () => {
    signal.removeEventListener('abort', stop);
    clearTimeout(timer);
  };
}

function killGroup(pid, name) {
  try {
    process.kill(-pid, name);
  } catch {
    // Already gone.
  }
}
