import { companyNameIn } from '../company-name';

describe('a company name as a member reads it', () => {
  const company = { corpName: '어썸테크 주식회사', corpNameEn: 'Awesome Tech Co., Ltd.' };

  it('is the registered Korean name in Korean, its Latin name in English and Japanese', () => {
    expect(companyNameIn(company, 'ko')).toBe('어썸테크 주식회사');
    expect(companyNameIn(company, 'en')).toBe('Awesome Tech Co., Ltd.');
    expect(companyNameIn(company, 'ja')).toBe('Awesome Tech Co., Ltd.');
  });

  it('stays as registered when the company has no Latin name', () => {
    expect(companyNameIn({ corpName: '한빛여행 주식회사', corpNameEn: null }, 'ja')).toBe('한빛여행 주식회사');
    expect(companyNameIn({ corpName: '한빛여행 주식회사', corpNameEn: ' ' }, 'en')).toBe('한빛여행 주식회사');
  });
});
