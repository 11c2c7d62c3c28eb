// SPEC §4 Cancellation text and §8 (empty rule -> error text).
import { cancelText } from '../cancel-text';

describe('cancelText', () => {
  const today = '2026-12-01';
  test('a cancel date today or later: free cancellation until that date', () => {
    expect(cancelText({ cancelRule: 'FREE', cancelDate: '2026-12-05' }, today)).toEqual({ kind: 'free', date: '2026-12-05' });
    expect(cancelText({ cancelRule: 'FREE', cancelDate: today }, today)).toEqual({ kind: 'free', date: today });
  });
  test('a past cancel date, no date, or a non-refundable plan: not possible', () => {
    expect(cancelText({ cancelRule: 'FREE', cancelDate: '2026-11-30' }, today)).toEqual({ kind: 'none' });
    expect(cancelText({ cancelRule: 'FREE', cancelDate: null }, today)).toEqual({ kind: 'none' });
    expect(cancelText({ cancelRule: 'NON_REFUNDABLE', cancelDate: null }, today)).toEqual({ kind: 'none' });
  });
  test('no rule at all: the error text', () => {
    expect(cancelText({ cancelRule: null, cancelDate: '2026-12-05' }, today)).toEqual({ kind: 'error' });
  });
});
