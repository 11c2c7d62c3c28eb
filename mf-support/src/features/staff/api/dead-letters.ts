// The operator's calls for messages the relay gave up on (api messages README): the list (masked
// destinations, never the text) and sending one again.
import * as v from 'valibot';
import { apiRequest, ClientException } from '@stay/shared';

const deadLetterSchema = v.object({
  idx: v.number(),
  type: v.string(),
  channel: v.picklist(['EMAIL', 'SMS']),
  dest: v.string(),
  status: v.picklist(['DEAD', 'RETRYING']),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type DeadLetter = v.InferOutput<typeof deadLetterSchema>;

/** The list, or 'not-operator' for any other member (403 OPERATOR_ONLY). */
export async function getDeadLetters(signal: AbortSignal): Promise<DeadLetter[] | 'not-operator'> {
  try {
    return (await apiRequest('content', 'GET', '/v1/staff/messages', { signal, suppressAlert: true, schema: v.object({ messages: v.array(deadLetterSchema) }) })).messages;
  } catch (error) {
    if (error instanceof ClientException && error.code === 'OPERATOR_ONLY') return 'not-operator';
    throw error;
  }
}

export const resendDeadLetter = (idx: number) => apiRequest('content', 'POST', `/v1/staff/messages/${idx}/resend`, { body: {}, suppressAlert: true, schema: v.object({ idx: v.number(), status: v.string() }) });
