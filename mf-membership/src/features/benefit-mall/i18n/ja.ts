import type { BenefitMallStrings } from './ko';

export const ja: BenefitMallStrings = {
  corpRegister: { title: '法人会員登録', lead: '企業コードで法人会員特典を受けられます。' },
  welfare: { title: '福利厚生ポイント', lead: '企業の福利厚生ポイントと履歴です。' },
  corp: {
    code: '企業コード',
    check: 'コードを確認',
    found: '確認された企業: {{name}}',
    dept: '部署',
    name: 'お名前',
    note: '登録すると法人会員となり、企業の福利厚生ポイントで支払えます。法人会員はオーサムメンバーシップに加入できません。',
    submit: '法人会員として登録',
    registered: '{{name}}の法人会員として登録されました。',
    deptTooLong: '部署は50文字以内で入力してください。',
    awesomeInstead: '個人会員の方はオーサムメンバーシップへ',
  },
  points: {
    balance: '福利厚生ポイント残高',
    expiry: '今年の福利厚生ポイントは{{date}}まで利用でき、その後失効します。現在の残高{{amount}}がその時点で失効します。失効の30日前にお知らせします。',
    howToUse: 'ご予約時、福利厚生ポイントとカードを組み合わせて支払えます。',
    empty: '福利厚生ポイントの履歴はありません。',
    after: '残高 {{balance}}',
    expires: '{{date}}に失効予定',
    notCorporate: '福利厚生ポイントは法人会員に付与されます。',
    action: { SAVE: '付与', USE: '利用', CANCEL: '利用取消', EXPIRE: '失効' },
  },
};
