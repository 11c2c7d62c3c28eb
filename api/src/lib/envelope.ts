// SPEC §7: every call goes through `{result: 'SUCCESS' | 'FAIL', data}`.
export interface SuccessEnvelope<T> {
  result: 'SUCCESS';
  data: T;
}

export interface FailEnvelope {
  result: 'FAIL';
  data: { code: string | number; message: string; [extra: string]: unknown };
}

export const ok = <T>(data: T): SuccessEnvelope<T> => ({ result: 'SUCCESS', data });
