// The review form's rules, the same limits the server checks (api/src/reviews/rules.ts): 1-5 stars,
// a title of 1-60 characters, a text of 10-2,000 characters. Answers i18n keys of 'mypage-reviews'.
export const TITLE_MAX = 60;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 2000;

export type ReviewErrors = Partial<Record<'star' | 'title' | 'content', string>>;

export function validateReview(input: { star: number; title: string; content: string }): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(input.star) || input.star < 1 || input.star > 5) errors.star = 'errors.star';
  const title = input.title.trim();
  if (!title) errors.title = 'errors.titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'errors.titleLong';
  const content = input.content.trim();
  if (content.length < CONTENT_MIN) errors.content = 'errors.contentShort';
  else if (content.length > CONTENT_MAX) errors.content = 'errors.contentLong';
  return errors;
}
