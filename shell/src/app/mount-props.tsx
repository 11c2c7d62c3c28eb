import { createContext, useContext } from 'react';
import type { MountProps } from '@stay/shared';

export const MountPropsContext = createContext<MountProps | null>(null);

export function useMountProps(): MountProps {
  const v = useContext(MountPropsContext);
  if (!v) throw new Error('useMountProps outside the shell');
  return v;
}
