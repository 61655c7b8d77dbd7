// The project each user last switched to, as the store keeps it.

/** The project a user last switched to (GET /sys/setprojectlist). */
export interface ProjectSelectionRecord {
  username: string;
  projectId: string;
  updateTime: string;
}
