// The project each user last switched to (the header's project selector), one row per user.
import { defineTable } from '../entity/entity.js';
import type { ProjectSelectionRecord } from '../store/records/projects.js';

export const projectSelections = defineTable<ProjectSelectionRecord>((data) => data.projectSelections);
