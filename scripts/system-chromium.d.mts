export function systemChromium(): string;
export const CHROMIUM_ARGS: readonly string[];
