// The insurance domain's types and the calls its screens make beyond the lists' own: the choices of the forms
// (policies), 减员, and a claim's state changes.
import { getAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { FieldLookup } from '@/widgets/resource';

export type InsPolicy = Schema<'InsPolicy'>;
export type InsMember = Schema<'InsMember'>;
export type InsBill = Schema<'InsBill'>;
export type InsClaim = Schema<'InsClaim'>;
export type ClaimMove = Schema<'InsClaimTransitionForm'>;

/** Policies in force or not yet started, by number or plan (all of them for an empty keyword). */
export const policyLookup: FieldLookup = async (keyword, pageSize) => {
  const text = keyword.trim();
  const match = text ? (/^[A-Za-z0-9-]+$/.test(text) ? { policyNo: `*${text}*` } : { planName: `*${text}*` }) : {};
  const page = (await getAction('/mis/insPolicy/list', { query: { ...match, status: '0,1', pageNo: 1, pageSize } })).result;
  return ((page?.records ?? []) as InsPolicy[]).map((p) => ({ value: p.id, text: `${p.policyNo} ${p.insurer_dictText ?? ''} ${p.planName}` }));
};

export const removeMember = async (id: string, endMonth: string) => (await putAction('/mis/insMember/remove', { body: { id, endMonth } })).message;

export const moveClaim = async (move: ClaimMove) => (await putAction('/mis/insClaim/transition', { body: move })).message;
