// Seed data of the projects domain: the project each user last switched to (none at start). Tables added here
// appear on `store.data` (StoreData extends ProjectsData) and are persisted by --data-dir.

/** The project a user last switched to (GET /sys/setprojectlist). */
export interface ProjectSelectionRecord {
  username: string;
  projectId: string;
  updateTime: string;
}

export interface ProjectsData {
  projectSelections: ProjectSelectionRecord[];
}

export function seedProjects(): ProjectsData {
  return { projectSelections: [] };
}
