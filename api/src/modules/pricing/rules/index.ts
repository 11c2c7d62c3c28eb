// The pricing rules as one pure import (the module index re-exports them): every pricing file is a
// rule, so this is the whole module.
export * from './types';
export * from './occupancy';
export * from './quote';
export * from './lowest';
export * from './batch';
export * from './stay-pricer';
export { engineCondition, quotePlan } from './plan-quote';
export { ConditionBody, IdParams, checkCondition, koreanToday, type CheckedCondition, type ConditionBodyInput } from './condition';
export { CONDITION_FIELDS, MAX_DAYS_AHEAD, toStayCondition, type SearchConditionInput } from './stay-condition';
export { addDays, koreanDay, nightsBetween, stayNights } from '../../../lib/days';
