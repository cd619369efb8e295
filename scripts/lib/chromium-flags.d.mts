/** The flags every headless Chromium of this project starts with (PLATFORM.md). */
export const chromiumFlags: readonly string[];
