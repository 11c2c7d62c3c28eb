// The shell's own namespace, registered on the platform's i18n instance (DESIGN §2). Importing this
// module registers it, so every component that translates with useShellTranslation works without
// a separate bootstrap step (and so do its tests).
import { addBundle, type Bundle, translate, useStayTranslation } from '@stay/shared';
import type { TOptions } from 'i18next';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const SHELL_NS = 'shell';

export const shellBundle: Bundle = { ko, en, ja };

/** Registers (again) the shell's strings; safe to call any number of times. */
export function registerShellI18n(): void {
  addBundle(SHELL_NS, shellBundle);
}

registerShellI18n();

/** `t` of the 'shell' namespace. Keys of other namespaces work as 'ns:key'. */
export function useShellTranslation() {
  return useStayTranslation(SHELL_NS);
}

/** Translates a shell key outside React (page meta, share fallback). */
export function shellT(key: string, options?: TOptions): string {
  return translate(`${SHELL_NS}:${key}`, options);
}
