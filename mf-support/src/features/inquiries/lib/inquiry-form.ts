// The inquiry form's rules, the same as the server's (api/src/support/routes.ts): SPEC §5
// 'required' first, then the lengths. Messages are i18n keys of the 'support' namespace.
export const LIMITS = { title: { min: 2, max: 100 }, content: { min: 10, max: 2000 } } as const;

export interface InquiryDraft {
  type: string;
  orderNum: string;
  title: string;
  content: string;
}

export type DraftErrors = Partial<Record<keyof InquiryDraft, string>>;

export function validateDraft(d: InquiryDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = d.title.trim();
  const content = d.content.trim();
  if (!d.type) errors.type = 'form.required';
  if (!title) errors.title = 'form.required';
  else if (title.length < LIMITS.title.min || title.length > LIMITS.title.max) errors.title = 'form.titleLength';
  if (!content) errors.content = 'form.required';
  else if (content.length < LIMITS.content.min || content.length > LIMITS.content.max) errors.content = 'form.contentLength';
  return errors;
}

/** Server field issues (INVALID_INPUT / ORDER_NOT_FOUND ...) onto the form's fields, with the server's message. */
export function serverErrors(details: Record<string, unknown> | undefined, fallback: string): DraftErrors {
  const errors: DraftErrors = {};
  const fields = ['type', 'orderNum', 'title', 'content'] as const;
  const issues = Array.isArray(details?.issues) ? (details.issues as { field?: string; message?: string }[]) : [];
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.field);
    if (field && !errors[field]) errors[field] = issue.message ?? fallback;
  }
  const field = fields.find((f) => f === details?.field);
  if (field && !errors[field]) errors[field] = typeof details?.message === 'string' ? details.message : fallback;
  return errors;
}
