import { editRefusal, maskName, ratingOf, reviewState, writeRefusal, type ReviewableBooking } from '../reviews';

const stay = (over: Partial<ReviewableBooking> = {}): ReviewableBooking => ({ userIdx: 7, status: 'complete', holdState: 'SOLD', checkOutDate: '2030-05-10', ...over });

describe('who may write a review, and until when', () => {
  test('the member who stayed, from the check-out day through 14 days after it', () => {
    expect(writeRefusal(stay(), 7, false, '2030-05-10')).toBeNull();
    expect(writeRefusal(stay(), 7, false, '2030-05-24')).toBeNull();
    expect(writeRefusal(stay(), 7, false, '2030-05-25')).toBe('WINDOW_CLOSED');
  });

  test('someone else, or no booking, is not found', () => {
    expect(writeRefusal(stay(), 8, false, '2030-05-11')).toBe('NOT_FOUND');
    expect(writeRefusal(null, 7, false, '2030-05-11')).toBe('NOT_FOUND');
  });

  test('cancelled, no-show, unpaid and not-yet-finished stays cannot be reviewed', () => {
    expect(writeRefusal(stay({ status: 'cancel', holdState: 'RELEASED' }), 7, false, '2030-05-11')).toBe('NOT_STAYED');
    expect(writeRefusal(stay({ status: 'noshow' }), 7, false, '2030-05-11')).toBe('NOT_STAYED');
    expect(writeRefusal(stay({ status: 'pending', holdState: 'HELD' }), 7, false, '2030-05-11')).toBe('NOT_STAYED');
    expect(writeRefusal(stay({ status: 'confirm' }), 7, false, '2030-05-09')).toBe('NOT_STAYED');
    expect(writeRefusal(stay({ checkOutDate: null }), 7, false, '2030-05-11')).toBe('NOT_STAYED');
    // A confirmed stay whose check-out has come is a past booking (SPEC §4).
    expect(writeRefusal(stay({ status: 'confirm' }), 7, false, '2030-05-10')).toBeNull();
  });

  test('one review per booked room', () => {
    expect(writeRefusal(stay(), 7, true, '2030-05-11')).toBe('ALREADY_REVIEWED');
  });
});

describe('editing', () => {
  const written = new Date('2030-05-11T03:00:00Z');
  test('editable for 48 hours after writing, then locked', () => {
    expect(editRefusal({ userIdx: 7, createdAt: written }, 7, new Date('2030-05-13T02:59:59Z'))).toBeNull();
    expect(editRefusal({ userIdx: 7, createdAt: written }, 7, new Date('2030-05-13T03:00:00Z'))).toBe('EDIT_LOCKED');
  });
  test("another member's review is not found", () => {
    expect(editRefusal({ userIdx: 7, createdAt: written }, 8, new Date('2030-05-11T04:00:00Z'))).toBe('NOT_FOUND');
    expect(editRefusal(null, 7, new Date('2030-05-11T04:00:00Z'))).toBe('NOT_FOUND');
  });
  test('the booking shows write, then edit, then neither', () => {
    expect(reviewState(stay(), null, '2030-05-11', written)).toEqual({ canWrite: true, canEdit: false, deadline: '2030-05-24', editableUntil: null });
    expect(reviewState(stay(), { createdAt: written }, '2030-05-11', written)).toMatchObject({ canWrite: false, canEdit: true, editableUntil: '2030-05-13T03:00:00.000Z' });
    expect(reviewState(stay(), { createdAt: written }, '2030-05-14', new Date('2030-05-14T00:00:00Z'))).toMatchObject({ canWrite: false, canEdit: false });
  });
});

test('rating: count, average with one decimal and the stays-list score', () => {
  expect(ratingOf([0, 0, 1, 0, 1])).toEqual({ count: 2, sum: 8, avg: 4, score: 80 });
  expect(ratingOf([1, 0, 0, 0, 2])).toEqual({ count: 3, sum: 11, avg: 3.7, score: 73 });
  expect(ratingOf([0, 0, 0, 0, 0])).toEqual({ count: 0, sum: 0, avg: 0, score: 0 });
});

describe('a reviewer\'s name as others see it', () => {
  test('the first character, then a star per further character, at most three', () => {
    expect(maskName('김')).toBe('김');
    expect(maskName('김민')).toBe('김*');
    expect(maskName('Alexander')).toBe('A***');
    expect(maskName('')).toBe('');
  });
});
