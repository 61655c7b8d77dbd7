// The check-rules domain's handlers (form checks (duplicate check, code rules)), by name: helpers stay out of the handler table.
export { sysDuplicateCheck, sysCheckRuleCheckByCode } from './check-rules.js';
