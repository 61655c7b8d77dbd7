// Seed data of the projects domain: the project each user last switched to (none at start). Tables added here
// appear on `store.data` (StoreData extends ProjectsData) and are persisted by --data-dir.
import type { ProjectSelectionRecord } from '../records/projects.js';


export interface ProjectsData {
  projectSelections: ProjectSelectionRecord[];
}

export function seedProjects(): ProjectsData {
  return { projectSelections: [] };
}
