// Text messages through SOLAPI (https://api.solapi.com, the public v4 messages API):
// POST /messages/v4/send-many/detail, signed per request with
// `Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO time>, salt=<random>, signature=<hex>`,
// signature = HMAC-SHA256(apiSecret, date + salt). SMS_SENDER is the sender number registered
// with SOLAPI. With SOLAPI_KAKAO_PF_ID and a template for the message's type, the message goes as
// a Kakao AlimTalk (its text must be the approved template's) and SOLAPI falls back to a text
// message when AlimTalk cannot reach the phone; a type without a template is a plain SMS/LMS.
import crypto from 'node:crypto';
import { SendError, type MessageSender, type RelayedMessage } from './sender';

export interface SolapiConfig {
  apiKey: string;
  apiSecret: string;
  /** The registered sender number, digits only. */
  sender: string;
  apiUrl: string;
  kakao?: { pfId: string; templates: Record<string, string> };
  /** Tests inject a double; default: global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = crypto.createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

interface SolapiAnswer {
  groupInfo?: { groupId?: string };
  failedMessageList?: { statusCode?: string }[];
  messageList?: { messageId?: string }[];
  errorCode?: string;
}

export function solapiSender(config: SolapiConfig): MessageSender {
  const doFetch = config.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/$/, '');
  const url = `${base}/messages/v4/send-many/detail`;
  const signed = () => solapiAuthorization(config.apiKey, config.apiSecret, new Date().toISOString(), crypto.randomBytes(16).toString('hex'));
  return {
    name: 'solapi',
    relays: true,
    // SOLAPI's message log (GET /messages/v4/list) searched by recipient and creation time; the
    // message is recognised by the outboxRef custom field it was sent with.
    async lookup(message: RelayedMessage, since: Date) {
      const query = new URLSearchParams({ criteria: 'to,dateCreated', cond: 'eq,gte', value: `${message.dest.replace(/\D/g, '')},${since.toISOString()}`, limit: '100' });
      const response = await doFetch(`${base}/messages/v4/list?${query}`, { headers: { authorization: signed() }, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
      if (!response.ok) throw new SendError({ reason: `SOLAPI_LOOKUP_${response.status}`, retryable: true });
      const answer = (await response.json()) as { messageList?: Record<string, { messageId?: string; customFields?: Record<string, string> }> };
      const found = Object.values(answer.messageList ?? {}).find((m) => m.customFields?.outboxRef === message.ref);
      return found?.messageId ?? null;
    },
    async send(message: RelayedMessage) {
      const templateId = config.kakao?.templates[message.type];
      const entry = {
        to: message.dest.replace(/\D/g, ''),
        from: config.sender,
        text: message.text,
        // Which outbox row this is, to find it in SOLAPI's message log.
        customFields: { outboxRef: message.ref },
        ...(templateId && config.kakao ? { type: 'ATA', kakaoOptions: { pfId: config.kakao.pfId, templateId, disableSms: false } } : {}),
      };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: signed() },
          body: JSON.stringify({ messages: [entry], showMessageList: true }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        throw new SendError({ reason: name === 'TimeoutError' ? 'SOLAPI_TIMEOUT' : 'SOLAPI_NETWORK', retryable: true });
      }
      const answer = (await response.json().catch(() => ({}))) as SolapiAnswer;
      if (!response.ok) {
        // 400: the request itself is wrong (a number SOLAPI will never take); anything else
        // (auth, balance, throttling, outage) may be fixed by the operator or by waiting.
        const retryable = response.status !== 400;
        throw new SendError({ reason: `SOLAPI_${response.status}_${answer.errorCode ?? 'ERROR'}`, retryable });
      }
      const failed = answer.failedMessageList?.[0];
      if (failed) throw new SendError({ reason: `SOLAPI_REFUSED_${failed.statusCode ?? 'UNKNOWN'}`, retryable: false });
      // Accepted (2xx): never sent again, even when the answer names no id.
      return { providerId: answer.messageList?.[0]?.messageId ?? answer.groupInfo?.groupId ?? `solapi:${message.ref}` };
    },
  };
}
