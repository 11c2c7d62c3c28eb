import { visibleHistory, type LedgerFacts } from '../history';

const row = (actionType: LedgerFacts['actionType'], amount: number, orderNum: string | null, pointType: LedgerFacts['pointType'] = 'POINT'): LedgerFacts => ({ pointType, actionType, amount, orderNum });

describe('the points history', () => {
  test('an unpaid checkout that took points and gave them back is not history (it spent nothing)', () => {
    const rows = [row('SAVE', 3000, null), row('USE', -2000, 'AS1'), row('CANCEL', 2000, 'AS1'), row('USE', -5000, 'AS2', 'USER_POINT'), row('CANCEL', 5000, 'AS2', 'USER_POINT')];
    expect(visibleHistory(rows, new Set(['AS1', 'AS2']))).toEqual([row('SAVE', 3000, null)]);
  });

  test('a paid booking that was refunded keeps its use and its refund', () => {
    const rows = [row('USE', -2000, 'AS1'), row('CANCEL', 2000, 'AS1')];
    expect(visibleHistory(rows, new Set())).toEqual(rows);
    expect(visibleHistory(rows, new Set(['AS9']))).toEqual(rows);
  });

  test('a checkout still holding its points shows the use; a part given back shows both', () => {
    const holding = [row('USE', -2000, 'AS3')];
    expect(visibleHistory(holding, new Set(['AS3']))).toEqual(holding);
    const partly = [row('USE', -2000, 'AS4'), row('CANCEL', 500, 'AS4')];
    expect(visibleHistory(partly, new Set(['AS4']))).toEqual(partly);
  });

  test('each kind of points is judged on its own; expiry and savings always stay', () => {
    const rows = [row('USE', -1000, 'AS5'), row('CANCEL', 1000, 'AS5'), row('USE', -4000, 'AS5', 'USER_POINT'), row('EXPIRE', -700, null, 'USER_POINT')];
    expect(visibleHistory(rows, new Set(['AS5']))).toEqual([row('USE', -4000, 'AS5', 'USER_POINT'), row('EXPIRE', -700, null, 'USER_POINT')]);
  });
});
