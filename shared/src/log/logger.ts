// One place for the platform's console output, so tests can spy on it and the prefix is uniform.
// SPEC §8: some failures are "only logged" (timeouts, 'value needed', 'Invalid time value').

const PREFIX = '[stay]';

export const logger = {
  debug(...args: unknown[]): void {
    console.debug(PREFIX, ...args);
  },
  info(...args: unknown[]): void {
    console.info(PREFIX, ...args);
  },
  warn(...args: unknown[]): void {
    console.warn(PREFIX, ...args);
  },
  error(...args: unknown[]): void {
    console.error(PREFIX, ...args);
  },
};
