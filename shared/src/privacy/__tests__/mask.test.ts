import { maskEmail, maskName, maskPhone } from '../mask';

describe('personal data masking', () => {
  test('names keep their first and last character', () => {
    expect(maskName('김민지')).toBe('김*지');
    expect(maskName('이서')).toBe('이*');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('A')).toBe('A');
  });
  test('phones hide the middle digits', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0212345678')).toBe('02-****-5678');
    expect(maskPhone('123')).toBe('***');
  });
  test('e-mails hide the local part after two characters', () => {
    expect(maskEmail('silver@awesomestay.kr')).toBe('si****@awesomestay.kr');
    expect(maskEmail('ab@x.kr')).toBe('a*@x.kr');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });
});
