// Seed data of the insurance domain (商业保险): policies, the roster's insured staff, claims (fixtures/insurance.ts).
import { insuranceTables, type InsuranceTables } from '../../fixtures/insurance.js';
import type { CoreData } from '../core-data.js';

export type InsuranceData = InsuranceTables;

export const seedInsurance = (today: Date, core: Pick<CoreData, 'employees'>): InsuranceData => insuranceTables(today, core.employees);
