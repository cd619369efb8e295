// Clean.
export const pureLabel = (value: string) => value.trim();
