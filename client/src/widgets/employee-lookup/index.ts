export { employeeLookup } from './api/employee-lookup';
