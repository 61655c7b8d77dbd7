// The archive sections' writes (/hrm/employee/{add,edit,delete}{Education,Work,Family,Certificate}): one set per
// section of 员工详情, each answering the server's message.
import { deleteAction, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { ArchiveSectionKey } from '../model/archive-sections';

export interface SectionCalls {
  add(body: Record<string, unknown>): Promise<string>;
  edit(body: Record<string, unknown>): Promise<string>;
  remove(id: string): Promise<string>;
}

// The body is built from the section's validated cells (model/archive-changes.ts sectionBody).
const as = <T,>(body: Record<string, unknown>) => body as T;

export const SECTION_CALLS: Readonly<Record<ArchiveSectionKey, SectionCalls>> = {
  educations: {
    add: async (body) => (await postAction('/hrm/employee/addEducation', { body: as<Schema<'HrEducationForm'>>(body) })).message,
    edit: async (body) => (await putAction('/hrm/employee/editEducation', { body: as<Schema<'HrEducationForm'>>(body) })).message,
    remove: async (id) => (await deleteAction('/hrm/employee/deleteEducation', { query: { id } })).message,
  },
  works: {
    add: async (body) => (await postAction('/hrm/employee/addWork', { body: as<Schema<'HrWorkForm'>>(body) })).message,
    edit: async (body) => (await putAction('/hrm/employee/editWork', { body: as<Schema<'HrWorkForm'>>(body) })).message,
    remove: async (id) => (await deleteAction('/hrm/employee/deleteWork', { query: { id } })).message,
  },
  families: {
    add: async (body) => (await postAction('/hrm/employee/addFamily', { body: as<Schema<'HrFamilyForm'>>(body) })).message,
    edit: async (body) => (await putAction('/hrm/employee/editFamily', { body: as<Schema<'HrFamilyForm'>>(body) })).message,
    remove: async (id) => (await deleteAction('/hrm/employee/deleteFamily', { query: { id } })).message,
  },
  certificates: {
    add: async (body) => (await postAction('/hrm/employee/addCertificate', { body: as<Schema<'HrCertificateForm'>>(body) })).message,
    edit: async (body) => (await putAction('/hrm/employee/editCertificate', { body: as<Schema<'HrCertificateForm'>>(body) })).message,
    remove: async (id) => (await deleteAction('/hrm/employee/deleteCertificate', { query: { id } })).message,
  },
};
