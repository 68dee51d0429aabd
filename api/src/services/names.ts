/** Display names (spec 9): one rule for the API and the front-ends, in the contract. */
export { displayName, teacherName } from '../contract/rules.ts';
